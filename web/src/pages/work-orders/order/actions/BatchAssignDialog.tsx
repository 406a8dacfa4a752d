import { useRef, useState, type ReactElement } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { WORK_ORDER_LIMITS, type WorkOrderStatus } from '@gengyun/contracts';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { usePoolUsers, userLabel } from '../../pool/pool.api';
import { newRequestId } from '../form/order-form.api';
import type { WorkOrderRow } from '../work-order.api';
import { useBatchAssign } from './actions.api';

/** SPEC §4: batch assignment takes orders in processing or pending confirmation, all of one type. */
const BATCH_STATUSES: readonly WorkOrderStatus[] = ['processing', 'pendingConfirmation'];
export const canBatchAssign = (rows: readonly WorkOrderRow[]): boolean =>
  rows.length > 0 && rows.length <= WORK_ORDER_LIMITS.batch && new Set(rows.map((r) => r.type_id)).size === 1 && rows.every((r) => BATCH_STATUSES.includes(r.status));

interface Values {
  handler_ids?: number[];
  person_in_charge_id?: number;
  note?: string;
}

/** New handlers and/or a new person in charge for the selected orders: all of them, or none when one changed meanwhile. */
export function BatchAssignDialog({ rows, onClose }: { rows: readonly WorkOrderRow[]; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const users = usePoolUsers();
  const people = (users.data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const assign = useBatchAssign(onClose);

  const submit = (values: Values): void => {
    setRefusal(null);
    assign.mutate(
      { ids: rows.map((r) => r.id), handler_ids: values.handler_ids?.length ? values.handler_ids : undefined, person_in_charge_id: values.person_in_charge_id, note: values.note?.trim() || undefined, request_id: requestId.current },
      { onError: (error) => setRefusal(error.message) },
    );
  };

  return (
    <Modal
      open
      title={t('workOrder.actionBar.batchTitle', [rows.length])}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={assign.isPending}
      okButtonProps={testIdProps('work-order-batch-ok')}
      data-testid="work-order-batch-dialog"
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="work-order-batch-refusal" />}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="handler_ids"
          label={t('workOrder.fields.handlers')}
          dependencies={['person_in_charge_id']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: number[] | undefined) =>
                value?.length || getFieldValue('person_in_charge_id') ? Promise.resolve() : Promise.reject(new Error(t('workOrder.actionBar.batchNeedsSomeone'))),
            }),
          ]}
        >
          <Select<number[]> mode="multiple" showSearch optionFilterProp="label" maxCount={WORK_ORDER_LIMITS.handlers} aria-label={t('workOrder.fields.handlers')} options={people} data-testid="work-order-batch-handlers" />
        </Form.Item>
        <Form.Item name="person_in_charge_id" label={t('workOrder.fields.personInCharge')}>
          <Select<number> allowClear showSearch optionFilterProp="label" aria-label={t('workOrder.fields.personInCharge')} options={people} data-testid="work-order-batch-person" />
        </Form.Item>
        <Form.Item name="note" label={t('workOrder.actionBar.remark')}>
          <Input.TextArea maxLength={WORK_ORDER_LIMITS.note} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
