import { useRef, useState, type ReactElement } from 'react';
import { Alert, Form, Input, Modal, Rate, Select } from 'antd';
import { WORK_ORDER_ACTION_LABELS, WORK_ORDER_LIMITS, type WorkOrderAction } from '@gengyun/contracts';
import { useSession } from '@/app/session-store';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { usePoolUsers, userLabel } from '../../pool/pool.api';
import { newRequestId } from '../form/order-form.api';
import { actionNeeds, isDanger } from './actions.api';

interface Values {
  note?: string;
  handler_ids?: number[];
  transfer_to?: number;
  score?: number;
}

export interface ActionDialogProps {
  action: WorkOrderAction;
  /** Sends the action's fields; resolves on success, rejects with the refusal. */
  send: (fields: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  /** Ask an optional remark even when the action needs none. */
  remark?: boolean;
}

/**
 * What an action asks before it is sent: a reason (required for reject, transfer, give back, suspend, cancel, void),
 * the handlers (assign), the one to transfer to (not the caller), a score with a comment (evaluate), or a plain
 * confirmation for the ones that end or throw back the order. A refusal shows in the dialog.
 */
export function ActionDialog({ action, send, onClose, remark = false }: ActionDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const needs = actionNeeds(action);
  const me = useSession()?.userId;
  const users = usePoolUsers();
  const people = (users.data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const requestId = useRef(newRequestId());
  const label = t(WORK_ORDER_ACTION_LABELS[action]);

  const submit = async (values: Values): Promise<void> => {
    setRefusal(null);
    setSending(true);
    try {
      await send({ ...values, note: values.note?.trim() || undefined, request_id: requestId.current });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('common.errors.unknown'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={label}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={label}
      confirmLoading={sending}
      okButtonProps={testIdProps('work-order-action-ok', { danger: isDanger(action) })}
      data-testid={`work-order-action-dialog-${action}`}
      destroyOnHidden
    >
      {needs.confirm && <Alert type="warning" showIcon title={t('workOrder.actionBar.confirm', [label])} style={{ marginBottom: 12 }} />}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="work-order-action-refusal" />}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {needs.handlers && (
          <Form.Item name="handler_ids" label={t('workOrder.fields.handlers')} rules={[{ required: true, message: t('common.validation.pleaseChoose', [t('workOrder.fields.handlers')]) }]}>
            <Select<number[]> mode="multiple" showSearch optionFilterProp="label" maxCount={WORK_ORDER_LIMITS.handlers} aria-label={t('workOrder.fields.handlers')} options={people} data-testid="work-order-action-handlers" />
          </Form.Item>
        )}
        {needs.transferTo && (
          <Form.Item name="transfer_to" label={t('workOrder.fields.transferTo')} rules={[{ required: true, message: t('common.validation.pleaseChoose', [t('workOrder.fields.transferTo')]) }]}>
            <Select<number> showSearch optionFilterProp="label" aria-label={t('workOrder.fields.transferTo')} options={people.filter((p) => p.value !== me)} data-testid="work-order-action-transfer" />
          </Form.Item>
        )}
        {needs.score && (
          <Form.Item name="score" label={t('workOrder.fields.score')} rules={[{ required: true, message: t('common.validation.pleaseChoose', [t('workOrder.fields.score')]) }]}>
            <Rate count={WORK_ORDER_LIMITS.score[1]} aria-label={t('workOrder.fields.score')} data-testid="work-order-action-score" />
          </Form.Item>
        )}
        {(needs.note || needs.score || needs.handlers || remark) && (
          <Form.Item
            name="note"
            label={t(needs.score ? 'workOrder.actionBar.comment' : needs.note ? 'workOrder.fields.note' : 'workOrder.actionBar.remark')}
            rules={needs.note ? [{ required: true, whitespace: true, message: t('common.validation.required', [t('workOrder.fields.note')]) }] : []}
          >
            <Input.TextArea maxLength={WORK_ORDER_LIMITS.note} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="work-order-action-note" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
