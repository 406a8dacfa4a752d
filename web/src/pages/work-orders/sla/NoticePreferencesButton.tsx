import { useState, type ReactElement } from 'react';
import { Button, Checkbox, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_NOTICE_KINDS, WORK_ORDER_NOTICE_LABELS, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { noticePreferenceKeys, saveNoticePreferences, useNoticePreferences, type WorkOrderNoticeKind } from './notice-preferences.api';

/** The caller's choice of which work-order messages reach them, in the app, by mail and by SMS: a button that opens the table. */
export function NoticePreferencesButton(): ReactElement {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BellOutlined />} onClick={() => setOpen(true)} data-testid="work-order-notice-preferences">
        {t('workOrder.notice.settings')}
      </Button>
      {open && <NoticePreferencesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

type Channel = 'enabled' | 'mail' | 'sms';
type Chosen = Record<Channel, WorkOrderNoticeKind[]>;
type KindLine = { kind: WorkOrderNoticeKind };
const ROWS: KindLine[] = WORK_ORDER_NOTICE_KINDS.map((kind) => ({ kind }));

const CHANNELS: ReadonlyArray<{ key: Channel; label: MessageKey }> = [
  { key: 'enabled', label: 'workOrder.notice.channel.inApp' },
  { key: 'mail', label: 'workOrder.notice.channel.mail' },
  { key: 'sms', label: 'workOrder.notice.channel.sms' },
];

/** A row per kind, a column per channel (in the app, mail, SMS); a channel without an address on it is greyed. */
function NoticePreferencesDialog({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const queryClient = useQueryClient();
  const current = useNoticePreferences(true);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const stored = (channel: Channel): WorkOrderNoticeKind[] => current.data?.kinds.filter((k) => k[channel]).map((k) => k.kind) ?? [];
  const value: Chosen = chosen ?? { enabled: stored('enabled'), mail: stored('mail'), sms: stored('sms') };
  const toggle = (channel: Channel, kind: WorkOrderNoticeKind, on: boolean): void =>
    setChosen({ ...value, [channel]: on ? [...value[channel], kind] : value[channel].filter((k) => k !== kind) });
  const reachable: Record<Channel, boolean> = { enabled: true, mail: !!current.data?.hasMail, sms: !!current.data?.hasPhone };
  const save = useMutation({
    mutationFn: () => saveNoticePreferences({ disabled: WORK_ORDER_NOTICE_KINDS.filter((k) => !value.enabled.includes(k)), mail: value.mail, sms: value.sms }),
    onSuccess: (saved) => {
      queryClient.setQueryData(noticePreferenceKeys.mine, saved);
      onClose();
    },
  });
  const columns: TableColumnsType<KindLine> = [
    { key: 'kind', title: t('workOrder.notice.channel.kind'), render: (_, { kind }) => t(WORK_ORDER_NOTICE_LABELS[kind]) },
    ...CHANNELS.map(({ key, label }) => ({
      key,
      title: t(label),
      align: 'center' as const,
      render: (_: unknown, { kind }: KindLine) => (
        <Checkbox
          aria-label={`${t(WORK_ORDER_NOTICE_LABELS[kind])} · ${t(label)}`}
          checked={value[key].includes(kind)}
          disabled={!current.data || !reachable[key]}
          onChange={(e) => toggle(key, kind, e.target.checked)}
        />
      ),
    })),
  ];
  return (
    <Modal
      open
      title={t('workOrder.notice.settings')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={{ disabled: !current.data, 'data-testid': 'work-order-notice-save' }}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('workOrder.notice.help')}</Typography.Text>
        <Table<KindLine> rowKey="kind" size="small" pagination={false} columns={columns} dataSource={ROWS} />
        {current.data && !current.data.hasMail && <Typography.Text type="secondary" data-testid="work-order-notice-no-mail">{t('workOrder.notice.noMail')}</Typography.Text>}
        {current.data && !current.data.hasPhone && <Typography.Text type="secondary" data-testid="work-order-notice-no-phone">{t('workOrder.notice.noPhone')}</Typography.Text>}
      </Space>
    </Modal>
  );
}
