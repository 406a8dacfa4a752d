import { useState, type ReactElement } from 'react';
import { Button, Checkbox, Modal, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_NOTICE_KINDS, WORK_ORDER_NOTICE_LABELS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { noticePreferenceKeys, saveNoticePreferences, useNoticePreferences, type WorkOrderNoticeKind } from './notice-preferences.api';

/** The caller's choice of which work-order messages reach their inbox: a button that opens the checklist. */
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

function NoticePreferencesDialog({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const queryClient = useQueryClient();
  const current = useNoticePreferences(true);
  const [chosen, setChosen] = useState<WorkOrderNoticeKind[] | null>(null);
  const enabled = chosen ?? current.data?.kinds.filter((k) => k.enabled).map((k) => k.kind) ?? [];
  const save = useMutation({
    mutationFn: () => saveNoticePreferences({ disabled: WORK_ORDER_NOTICE_KINDS.filter((k) => !enabled.includes(k)) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(noticePreferenceKeys.mine, saved);
      onClose();
    },
  });
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
      destroyOnHidden
    >
      <Space direction="vertical">
        <Typography.Text type="secondary">{t('workOrder.notice.help')}</Typography.Text>
        <Checkbox.Group<WorkOrderNoticeKind>
          value={enabled}
          disabled={!current.data}
          onChange={(kinds) => setChosen(kinds)}
          options={WORK_ORDER_NOTICE_KINDS.map((kind) => ({ value: kind, label: t(WORK_ORDER_NOTICE_LABELS[kind]) }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </Space>
    </Modal>
  );
}
