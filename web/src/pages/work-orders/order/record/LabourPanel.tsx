import type { ReactElement } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { WORK_ORDER_RECORD_LIMITS } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { elapsed, useLabour, useLabourActions, type WorkOrderLabour } from './record.api';
import { useNow } from './use-now';

export interface LabourPanelProps {
  orderId: number;
  /** The caller records on this order. */
  mayEdit: boolean;
  /** The timer starts only while the order is processing. */
  processing: boolean;
  /** Show the labour cost (the type's toggle). */
  showCost: boolean;
}

type Entry = WorkOrderLabour['entries'][number];
interface EntryForm {
  start: Dayjs;
  minutes: number;
  note?: string;
}

/** Labour time: the caller's timer with the time so far, everyone's entries, totals and cost, and an entry by hand. */
export function LabourPanel({ orderId, mayEdit, processing, showCost }: LabourPanelProps): ReactElement {
  const { t } = useT();
  const labour = useLabour(orderId);
  const actions = useLabourActions(orderId);
  const [form] = Form.useForm<EntryForm>();
  const running = labour.data?.running ?? null;
  const now = useNow(running !== null);
  const body = { work_order_id: orderId };
  const add = (values: EntryForm): void => {
    actions.add.mutate({ ...body, start_time: values.start.toISOString(), minutes: values.minutes, note: values.note?.trim() || undefined }, { onSuccess: () => form.resetFields() });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="wo-labour">
      {mayEdit && (
        <Space wrap>
          {running ? (
            <Button danger loading={actions.stop.isPending} onClick={() => actions.stop.mutate(body)} data-testid="wo-labour-stop">
              {t('workOrderLabour.stop')} · {elapsed(running.start_time, now)}
            </Button>
          ) : (
            <Button type="primary" disabled={!processing} loading={actions.start.isPending} onClick={() => actions.start.mutate(body)} data-testid="wo-labour-start">
              {t('workOrderLabour.start')}
            </Button>
          )}
        </Space>
      )}
      <Table<Entry>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={labour.data?.entries ?? []}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'user', title: t('workOrderLabour.fields.user'), render: (_v, e) => e.user_name },
          { key: 'start', title: t('workOrderLabour.fields.start'), render: (_v, e) => formatDate(e.start_time) },
          { key: 'end', title: t('workOrderLabour.fields.end'), render: (_v, e) => (e.end_time ? formatDate(e.end_time) : <Tag color="processing">{t('workOrderLabour.running')}</Tag>) },
          { key: 'minutes', title: t('workOrderLabour.fields.minutes'), align: 'right', render: (_v, e) => e.minutes },
          { key: 'note', title: t('workOrderLabour.fields.note'), render: (_v, e) => e.note ?? '' },
          ...(mayEdit
            ? [{ key: 'actions', title: '', width: 60, render: (_v: unknown, e: Entry) => (e.end_time ? <ConfirmDelete testId={`wo-labour-delete-${e.id}`} onConfirm={() => actions.remove.mutateAsync({ id: e.id })} /> : null) }]
            : []),
        ]}
      />
      <Space wrap data-testid="wo-labour-totals">
        <Typography.Text strong>{t('workOrderLabour.total', [labour.data?.total_minutes ?? 0])}</Typography.Text>
        {(labour.data?.per_person ?? []).map((p) => (
          <Tag key={p.user_id}>
            {p.user_name} · {t('workOrderRecord.minutes', [p.minutes])}
          </Tag>
        ))}
        {showCost && labour.data?.labour_cost ? <Typography.Text>{t('workOrderLabour.cost', [labour.data.labour_cost])}</Typography.Text> : null}
      </Space>
      {mayEdit && (
        <Form form={form} layout="inline" onFinish={add} data-testid="wo-labour-form">
          <Form.Item name="start" label={t('workOrderLabour.fields.start')} rules={[{ required: true, message: t('common.validation.required', [t('workOrderLabour.fields.start')]) }]}>
            <DatePicker showTime data-testid="wo-labour-start-time" />
          </Form.Item>
          <Form.Item name="minutes" label={t('workOrderLabour.fields.minutes')} rules={[{ required: true, message: t('common.validation.required', [t('workOrderLabour.fields.minutes')]) }]}>
            <InputNumber min={1} max={WORK_ORDER_RECORD_LIMITS.entryMinutes} precision={0} data-testid="wo-labour-minutes" />
          </Form.Item>
          <Form.Item name="note" label={t('workOrderLabour.fields.note')}>
            <Input maxLength={WORK_ORDER_RECORD_LIMITS.note} />
          </Form.Item>
          <Button htmlType="submit" loading={actions.add.isPending} data-testid="wo-labour-add">
            {t('workOrderLabour.add')}
          </Button>
        </Form>
      )}
    </Space>
  );
}
