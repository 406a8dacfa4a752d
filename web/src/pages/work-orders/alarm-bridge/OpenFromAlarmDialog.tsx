import { useEffect, type ReactElement } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { WORK_ORDER_LIMITS, WORK_ORDER_PRIORITIES, type WorkOrderRow } from '@gengyun/contracts';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useAlarmPrefill, useBridgeTypes, useBridgeUsers, useOpenFromAlarm, userName } from './alarm-bridge.api';

interface Values {
  title: string;
  description?: string;
  type_id?: number;
  priority?: number;
  person_in_charge_id?: number;
}

/**
 * "Open a repair order" from an alarm: the title and description come pre-filled from the alarm (rule, meter, value,
 * time); equipment and location follow the alarm's meter on the server. Type, priority and person in charge are chosen.
 */
export function OpenFromAlarmDialog({ alarmId, onClose, onOpened }: { alarmId: number; onClose: () => void; onOpened?: (order: WorkOrderRow) => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const prefill = useAlarmPrefill(alarmId);
  const types = useBridgeTypes();
  const users = useBridgeUsers();
  const open = useOpenFromAlarm((order) => {
    onOpened?.(order);
    onClose();
  });

  useEffect(() => {
    if (prefill.data) form.setFieldsValue({ title: prefill.data.title, description: prefill.data.description });
  }, [prefill.data, form]);

  const choose = (label: Parameters<typeof t>[0]) => [{ required: true, message: t('common.validation.pleaseChoose', [t(label)]) }];

  return (
    <Modal
      open
      title={t('workOrder.alarm.formTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('alarm-order-submit', { loading: open.isPending, disabled: !prefill.data || Boolean(prefill.data.open_order) })}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="alarm-order-form"
        initialValues={{ priority: 3 }}
        onFinish={(values) =>
          open.mutate({
            alarm_id: alarmId,
            type_id: values.type_id as number,
            priority: values.priority as number,
            person_in_charge_id: values.person_in_charge_id as number,
            title: values.title.trim(),
            description: values.description?.trim() || undefined,
          })
        }
      >
        <Form.Item
          name="title"
          label={t('workOrder.alarm.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('workOrder.alarm.fields.title')]) }]}
        >
          <Input maxLength={WORK_ORDER_LIMITS.title} data-testid="alarm-order-title" />
        </Form.Item>
        <Form.Item name="type_id" label={t('workOrder.alarm.fields.type')} rules={choose('workOrder.alarm.fields.type')}>
          <Select
            aria-label={t('workOrder.alarm.fields.type')}
            options={(types.data?.rows ?? []).filter((type) => type.enabled).map((type) => ({ value: type.id, label: type.name }))}
            data-testid="alarm-order-type"
          />
        </Form.Item>
        <Form.Item name="priority" label={t('workOrder.alarm.fields.priority')} rules={choose('workOrder.alarm.fields.priority')}>
          <Select aria-label={t('workOrder.alarm.fields.priority')} options={WORK_ORDER_PRIORITIES.map((level) => ({ value: level, label: t('components.table.level', [level]) }))} data-testid="alarm-order-priority" />
        </Form.Item>
        <Form.Item name="person_in_charge_id" label={t('workOrder.alarm.fields.person')} rules={choose('workOrder.alarm.fields.person')}>
          <Select
            aria-label={t('workOrder.alarm.fields.person')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(users.data?.rows ?? []).map((user) => ({ value: user.id, label: userName(user) }))}
            data-testid="alarm-order-person"
          />
        </Form.Item>
        <Form.Item name="description" label={t('workOrder.alarm.fields.description')}>
          <Input.TextArea maxLength={WORK_ORDER_LIMITS.description} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="alarm-order-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
