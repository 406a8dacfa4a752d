import { useState, type ReactElement } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DOWNTIME_REASONS, DOWNTIME_REASON_LABELS, WORK_ORDER_RECORD_LIMITS, type DowntimeReason } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { periodError, useDowntime, useDowntimeActions, type WorkOrderDowntime } from './record.api';
import { EntryActions } from './EntryActions';

export interface DowntimePanelProps {
  orderId: number;
  /** The order's version as read: a period is edited, ended or deleted at it (unknown: none is). */
  version?: number;
  mayEdit: boolean;
  /** Downtime is the order's equipment's: without equipment there is nothing to record. */
  hasEquipment: boolean;
}

export type DowntimeEntry = WorkOrderDowntime['entries'][number];
type Entry = DowntimeEntry;
interface DowntimeForm {
  start: Dayjs;
  end?: Dayjs | null;
  reason: DowntimeReason;
  note?: string;
}

/** The fields of a period (start, end while no longer down, reason, note), checked as the server checks them. */
function PeriodFields({ vertical, testId }: { vertical: boolean; testId: string }): ReactElement {
  const { t } = useT();
  const wide = vertical ? { width: '100%' } : undefined;
  return (
    <>
      <Form.Item name="start" label={t('workOrderDowntime.fields.start')} rules={[{ required: true, message: t('common.validation.required', [t('workOrderDowntime.fields.start')]) }]}>
        <DatePicker showTime style={wide} data-testid={`${testId}-start`} />
      </Form.Item>
      <Form.Item
        name="end"
        label={t('workOrderDowntime.fields.end')}
        dependencies={['start']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_: unknown, end?: Dayjs | null) => {
              const error = periodError(getFieldValue('start') as Dayjs | undefined, end ?? undefined);
              return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker showTime style={wide} data-testid={`${testId}-end`} />
      </Form.Item>
      <Form.Item name="reason" label={t('workOrderDowntime.fields.reason')}>
        <Select style={vertical ? wide : { minWidth: 120 }} options={DOWNTIME_REASONS.map((r) => ({ value: r, label: t(DOWNTIME_REASON_LABELS[r]) }))} data-testid={`${testId}-reason`} />
      </Form.Item>
      <Form.Item name="note" label={t('workOrderDowntime.fields.note')}>
        <Input maxLength={WORK_ORDER_RECORD_LIMITS.note} data-testid={`${testId}-note`} />
      </Form.Item>
    </>
  );
}

/** A downtime period of the order's equipment; `vertical` for the phone. */
export function DowntimeEntryForm({ orderId, vertical = false }: { orderId: number; vertical?: boolean }): ReactElement {
  const { t } = useT();
  const actions = useDowntimeActions(orderId);
  const [form] = Form.useForm<DowntimeForm>();
  const add = (values: DowntimeForm): void => {
    actions.add.mutate(
      { work_order_id: orderId, start_time: values.start.toISOString(), end_time: values.end?.toISOString(), reason: values.reason, note: values.note?.trim() || undefined },
      { onSuccess: () => form.resetFields() },
    );
  };
  return (
    <Form form={form} layout={vertical ? 'vertical' : 'inline'} onFinish={add} initialValues={{ reason: 'breakdown' }} data-testid="wo-downtime-form">
      <PeriodFields vertical={vertical} testId="wo-downtime-form" />
      <Button htmlType="submit" type={vertical ? 'primary' : 'default'} block={vertical} size={vertical ? 'large' : 'middle'} loading={actions.add.isPending} data-testid="wo-downtime-add">
        {t('workOrderDowntime.add')}
      </Button>
    </Form>
  );
}

/** Changes a period at the order's version; the same rules as adding (detail tab and phone). */
export function DowntimeEntryEdit({ orderId, version, entry, onClose }: { orderId: number; version: number; entry: Entry; onClose: () => void }): ReactElement {
  const { t } = useT();
  const actions = useDowntimeActions(orderId);
  const [form] = Form.useForm<DowntimeForm>();
  const save = (values: DowntimeForm): void => {
    actions.update.mutate(
      { id: entry.id, version, start_time: values.start.toISOString(), end_time: values.end ? values.end.toISOString() : null, reason: values.reason, note: values.note?.trim() || undefined },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal open title={t('common.buttons.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.buttons.save')} confirmLoading={actions.update.isPending} destroyOnHidden>
      <Form<DowntimeForm>
        form={form}
        layout="vertical"
        initialValues={{ start: dayjs(entry.start_time), end: entry.end_time ? dayjs(entry.end_time) : null, reason: entry.reason, note: entry.note ?? '' }}
        onFinish={save}
        data-testid="wo-downtime-edit"
      >
        <PeriodFields vertical testId="wo-downtime-edit" />
      </Form>
    </Modal>
  );
}

/** Downtime of the order's equipment: periods with their reason, open ones ended with one click, each edited or deleted at the order's version, the total. */
export function DowntimePanel({ orderId, version, mayEdit, hasEquipment }: DowntimePanelProps): ReactElement {
  const { t } = useT();
  const downtime = useDowntime(orderId);
  const actions = useDowntimeActions(orderId);
  const [editing, setEditing] = useState<Entry | null>(null);
  const editable = mayEdit && hasEquipment;
  const changeable = editable && version !== undefined;
  const end = (e: Entry): void => actions.update.mutate({ id: e.id, version: version as number, start_time: e.start_time, end_time: new Date().toISOString(), reason: e.reason, note: e.note ?? undefined });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="wo-downtime">
      <Table<Entry>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={downtime.data?.entries ?? []}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'start', title: t('workOrderDowntime.fields.start'), render: (_v, e) => formatDate(e.start_time) },
          {
            key: 'end',
            title: t('workOrderDowntime.fields.end'),
            render: (_v, e) =>
              e.end_time ? (
                formatDate(e.end_time)
              ) : changeable ? (
                <Button size="small" onClick={() => end(e)} data-testid={`wo-downtime-end-${e.id}`}>
                  {t('workOrderDowntime.end')}
                </Button>
              ) : (
                <Tag color="error">{t('workOrderDowntime.ongoing')}</Tag>
              ),
          },
          { key: 'reason', title: t('workOrderDowntime.fields.reason'), render: (_v, e) => t(DOWNTIME_REASON_LABELS[e.reason]) },
          { key: 'minutes', title: t('workOrderDowntime.fields.minutes'), align: 'right', render: (_v, e) => e.minutes },
          { key: 'note', title: t('workOrderDowntime.fields.note'), render: (_v, e) => e.note ?? '' },
          ...(changeable
            ? [
                {
                  key: 'actions',
                  title: '',
                  width: 120,
                  render: (_v: unknown, e: Entry) => <EntryActions prefix="wo-downtime" id={e.id} onEdit={() => setEditing(e)} onDelete={() => actions.remove.mutateAsync({ id: e.id, version: version as number })} />,
                },
              ]
            : []),
        ]}
      />
      <Typography.Text strong data-testid="wo-downtime-total">
        {t('workOrderDowntime.total', [downtime.data?.total_minutes ?? 0])}
      </Typography.Text>
      {editable && <DowntimeEntryForm orderId={orderId} />}
      {editing && version !== undefined && <DowntimeEntryEdit orderId={orderId} version={version} entry={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
