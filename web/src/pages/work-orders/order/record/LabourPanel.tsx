import { useState, type ReactElement } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { WORK_ORDER_RECORD_LIMITS } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { elapsed, periodError, useLabour, useLabourActions, type WorkOrderLabour } from './record.api';
import { useNow } from './use-now';
import { EntryActions } from './EntryActions';

export interface LabourPanelProps {
  orderId: number;
  /** The order's version as read: an entry is edited or deleted at it (unknown: none is). */
  version?: number;
  /** The caller records on this order. */
  mayEdit: boolean;
  /** The timer starts only while the order is processing. */
  processing: boolean;
  /** Show the labour cost (the type's toggle). */
  showCost: boolean;
}

export type LabourEntry = WorkOrderLabour['entries'][number];
type Entry = LabourEntry;
interface EntryForm {
  start: Dayjs;
  minutes: number;
  note?: string;
}
interface EditForm {
  start: Dayjs;
  end: Dayjs;
  note?: string;
}

/** A labour entry written by hand: its start and minutes (and a note); `vertical` for the phone. */
export function LabourEntryForm({ orderId, vertical = false }: { orderId: number; vertical?: boolean }): ReactElement {
  const { t } = useT();
  const actions = useLabourActions(orderId);
  const [form] = Form.useForm<EntryForm>();
  const add = (values: EntryForm): void => {
    actions.add.mutate({ work_order_id: orderId, start_time: values.start.toISOString(), minutes: values.minutes, note: values.note?.trim() || undefined }, { onSuccess: () => form.resetFields() });
  };
  const notFuture = {
    validator: (_: unknown, start?: Dayjs) => {
      const minutes = form.getFieldValue('minutes') as number | undefined;
      const error = periodError(start, start && minutes ? start.add(minutes, 'minute') : undefined);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  };
  return (
    <Form form={form} layout={vertical ? 'vertical' : 'inline'} onFinish={add} data-testid="wo-labour-form">
      <Form.Item name="start" label={t('workOrderLabour.fields.start')} dependencies={['minutes']} rules={[{ required: true, message: t('common.validation.required', [t('workOrderLabour.fields.start')]) }, notFuture]}>
        <DatePicker showTime style={vertical ? { width: '100%' } : undefined} data-testid="wo-labour-start-time" />
      </Form.Item>
      <Form.Item name="minutes" label={t('workOrderLabour.fields.minutes')} rules={[{ required: true, message: t('common.validation.required', [t('workOrderLabour.fields.minutes')]) }]}>
        <InputNumber min={1} max={WORK_ORDER_RECORD_LIMITS.entryMinutes} precision={0} style={vertical ? { width: '100%' } : undefined} inputMode="numeric" data-testid="wo-labour-minutes" />
      </Form.Item>
      <Form.Item name="note" label={t('workOrderLabour.fields.note')}>
        <Input maxLength={WORK_ORDER_RECORD_LIMITS.note} data-testid="wo-labour-note" />
      </Form.Item>
      <Button htmlType="submit" type={vertical ? 'primary' : 'default'} block={vertical} size={vertical ? 'large' : 'middle'} loading={actions.add.isPending} data-testid="wo-labour-add">
        {t('workOrderLabour.add')}
      </Button>
    </Form>
  );
}

/** Changes a stopped entry's start, end and note at the order's version; the same rules as adding (detail tab and phone). */
export function LabourEntryEdit({ orderId, version, entry, onClose }: { orderId: number; version: number; entry: Entry; onClose: () => void }): ReactElement {
  const { t } = useT();
  const actions = useLabourActions(orderId);
  const [form] = Form.useForm<EditForm>();
  const save = (values: EditForm): void => {
    actions.update.mutate(
      { id: entry.id, version, start_time: values.start.toISOString(), end_time: values.end.toISOString(), note: values.note?.trim() || undefined },
      { onSuccess: onClose },
    );
  };
  const ordered = {
    validator: (_: unknown, end?: Dayjs) => {
      const error = periodError(form.getFieldValue('start') as Dayjs | undefined, end);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  };
  return (
    <Modal open title={t('common.buttons.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.buttons.save')} confirmLoading={actions.update.isPending} destroyOnHidden>
      <Form<EditForm> form={form} layout="vertical" initialValues={{ start: dayjs(entry.start_time), end: entry.end_time ? dayjs(entry.end_time) : undefined, note: entry.note ?? '' }} onFinish={save} data-testid="wo-labour-edit">
        <Form.Item name="start" label={t('workOrderLabour.fields.start')} rules={[{ required: true, message: t('common.validation.required', [t('workOrderLabour.fields.start')]) }]}>
          <DatePicker showTime style={{ width: '100%' }} data-testid="wo-labour-edit-start" />
        </Form.Item>
        <Form.Item name="end" label={t('workOrderLabour.fields.end')} dependencies={['start']} rules={[{ required: true, message: t('common.validation.required', [t('workOrderLabour.fields.end')]) }, ordered]}>
          <DatePicker showTime style={{ width: '100%' }} data-testid="wo-labour-edit-end" />
        </Form.Item>
        <Form.Item name="note" label={t('workOrderLabour.fields.note')}>
          <Input maxLength={WORK_ORDER_RECORD_LIMITS.note} data-testid="wo-labour-edit-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Labour time: the caller's timer with the time so far, everyone's entries (edited or deleted at the order's version), totals and cost, and an entry by hand. */
export function LabourPanel({ orderId, version, mayEdit, processing, showCost }: LabourPanelProps): ReactElement {
  const { t } = useT();
  const labour = useLabour(orderId);
  const actions = useLabourActions(orderId);
  const [editing, setEditing] = useState<Entry | null>(null);
  const running = labour.data?.running ?? null;
  const now = useNow(running !== null);
  const body = { work_order_id: orderId };

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
          ...(mayEdit && version !== undefined
            ? [
                {
                  key: 'actions',
                  title: '',
                  width: 120,
                  render: (_v: unknown, e: Entry) =>
                    e.end_time ? <EntryActions prefix="wo-labour" id={e.id} onEdit={() => setEditing(e)} onDelete={() => actions.remove.mutateAsync({ id: e.id, version: version as number })} /> : null,
                },
              ]
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
      {mayEdit && <LabourEntryForm orderId={orderId} />}
      {editing && version !== undefined && <LabourEntryEdit orderId={orderId} version={version} entry={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
