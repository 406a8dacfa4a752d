import type { ReactElement } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DOWNTIME_REASONS, DOWNTIME_REASON_LABELS, WORK_ORDER_RECORD_LIMITS, type DowntimeReason } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { useDowntime, useDowntimeActions, type WorkOrderDowntime } from './record.api';

export interface DowntimePanelProps {
  orderId: number;
  mayEdit: boolean;
  /** Downtime is the order's equipment's: without equipment there is nothing to record. */
  hasEquipment: boolean;
}

type Entry = WorkOrderDowntime['entries'][number];
interface DowntimeForm {
  start: Dayjs;
  end?: Dayjs;
  reason: DowntimeReason;
  note?: string;
}

/** Downtime of the order's equipment: periods with their reason, open ones ended with one click, the total. */
export function DowntimePanel({ orderId, mayEdit, hasEquipment }: DowntimePanelProps): ReactElement {
  const { t } = useT();
  const downtime = useDowntime(orderId);
  const actions = useDowntimeActions(orderId);
  const [form] = Form.useForm<DowntimeForm>();
  const editable = mayEdit && hasEquipment;
  const add = (values: DowntimeForm): void => {
    actions.add.mutate(
      { work_order_id: orderId, start_time: values.start.toISOString(), end_time: values.end?.toISOString(), reason: values.reason, note: values.note?.trim() || undefined },
      { onSuccess: () => form.resetFields() },
    );
  };
  const end = (e: Entry): void => actions.update.mutate({ id: e.id, start_time: e.start_time, end_time: new Date().toISOString(), reason: e.reason, note: e.note ?? undefined });

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
              ) : editable ? (
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
          ...(editable ? [{ key: 'actions', title: '', width: 60, render: (_v: unknown, e: Entry) => <ConfirmDelete testId={`wo-downtime-delete-${e.id}`} onConfirm={() => actions.remove.mutateAsync({ id: e.id })} /> }] : []),
        ]}
      />
      <Typography.Text strong data-testid="wo-downtime-total">
        {t('workOrderDowntime.total', [downtime.data?.total_minutes ?? 0])}
      </Typography.Text>
      {editable && (
        <Form form={form} layout="inline" onFinish={add} initialValues={{ reason: 'breakdown' }} data-testid="wo-downtime-form">
          <Form.Item name="start" label={t('workOrderDowntime.fields.start')} rules={[{ required: true, message: t('common.validation.required', [t('workOrderDowntime.fields.start')]) }]}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="end" label={t('workOrderDowntime.fields.end')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="reason" label={t('workOrderDowntime.fields.reason')}>
            <Select style={{ minWidth: 120 }} options={DOWNTIME_REASONS.map((r) => ({ value: r, label: t(DOWNTIME_REASON_LABELS[r]) }))} data-testid="wo-downtime-reason" />
          </Form.Item>
          <Form.Item name="note" label={t('workOrderDowntime.fields.note')}>
            <Input maxLength={WORK_ORDER_RECORD_LIMITS.note} />
          </Form.Item>
          <Button htmlType="submit" loading={actions.add.isPending} data-testid="wo-downtime-add">
            {t('workOrderDowntime.add')}
          </Button>
        </Form>
      )}
    </Space>
  );
}
