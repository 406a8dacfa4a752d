import { useMemo, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, DatePicker, Drawer, Form, Input, Select, Space } from 'antd';
import { FEE_PATTERN, WORK_ORDER_LIMITS, WORK_ORDER_PRIORITIES } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { EquipmentSelect, LocationSelect } from '@/pages/iot/monitor/EquipmentSelect';
import { usePoolOptions, usePoolUsers, userLabel } from '../../pool/pool.api';
import type { WorkOrderRow } from '../work-order.api';
import { CustomFieldInput } from './CustomFieldInput';
import { OrderRulePreview } from './OrderRulePreview';
import { EMPTY_ORDER, newRequestId, orderBody, orderInput, refusedFields, useSaveOrder, useTypeDetail, useTypeOptions, type OrderInput } from './order-form.api';

export interface OrderFormDrawerProps {
  /** The edited order (at the version read), or undefined to add one. */
  row?: WorkOrderRow;
  /** Adding a sub work order: its parent, sent as `parent_id` (the server checks it is open and one level deep). */
  parent?: Pick<WorkOrderRow, 'id' | 'code' | 'title'>;
  onClose: () => void;
}

/**
 * Add or edit a work order: title, type (its custom fields drawn by kind, hidden ones left out, required ones marked),
 * priority, equipment (the location follows it) or a location, description, due time, person in charge, pool, fee.
 * An edit sends the version it read; each submission carries a request id. The server's refusal shows in the form.
 */
export function OrderFormDrawer({ row, parent, onClose }: OrderFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<OrderInput>();
  const initial = useMemo(() => (row ? orderInput(row) : EMPTY_ORDER), [row]);
  const typeId = Form.useWatch('type_id', form) ?? initial.type_id;
  const equipmentId = Form.useWatch('equipment_id', form);
  const priority = Form.useWatch('priority', form) ?? initial.priority;
  const locationId = Form.useWatch('location_id', form);
  const types = useTypeOptions();
  const type = useTypeDetail(typeId);
  const pools = usePoolOptions();
  const users = usePoolUsers();
  const [refusal, setRefusal] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const save = useSaveOrder(onClose);
  const pending = save.add.isPending || save.update.isPending;
  const fields = useMemo(() => [...(type.data?.fields ?? [])].sort((a, b) => a.sort - b.sort), [type.data]);
  const required = (key: 'workOrder.fields.title' | 'workOrder.fields.type') => ({ required: true, whitespace: true, message: t('common.validation.required', [t(key)]) });

  const submit = (values: OrderInput): void => {
    setRefusal(null);
    const body = orderBody(values, fields);
    const refused = (error: unknown): void => {
      const named = refusedFields(error, fields);
      if (named.length) form.setFields(named);
      setRefusal(error instanceof Error ? error.message : t('common.errors.unknown'));
    };
    if (row) save.update.mutate({ ...body, id: row.id, version: row.version }, { onError: refused });
    else save.add.mutate({ ...body, parent_id: parent?.id, request_id: requestId.current }, { onError: refused });
  };

  return (
    <Drawer
      open
      size={640}
      title={row ? t('workOrder.form.editTitle', [row.code]) : t(parent ? 'workOrderSub.add' : 'workOrder.form.addTitle')}
      onClose={onClose}
      data-testid="work-order-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={pending} disabled={pending} onClick={() => form.submit()} data-testid="work-order-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="work-order-form-refusal" />}
      {parent && <Alert type="info" title={`${t('workOrderSub.parent')}: ${parent.code} ${parent.title}`} style={{ marginBottom: 16 }} data-testid="work-order-form-parent" />}
      <Form<OrderInput> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="title" label={t('workOrder.fields.title')} rules={[required('workOrder.fields.title'), { max: WORK_ORDER_LIMITS.title, message: t('common.validation.maxLength', [t('workOrder.fields.title'), WORK_ORDER_LIMITS.title]) }]}>
          <Input data-testid="work-order-title" />
        </Form.Item>
        <Space size="middle" style={{ display: 'flex' }} align="start" wrap>
          <Form.Item name="type_id" label={t('workOrder.fields.type')} rules={[{ required: true, message: t('common.validation.pleaseChoose', [t('workOrder.fields.type')]) }]}>
            <Select<number>
              showSearch
              optionFilterProp="label"
              style={{ width: 240 }}
              loading={types.isFetching}
              aria-label={t('workOrder.fields.type')}
              options={(types.data?.rows ?? []).filter((r) => r.enabled || r.id === row?.type_id).map((r) => ({ value: r.id, label: r.name }))}
              onChange={() => form.setFieldValue('custom_fields', {})}
              data-testid="work-order-type"
            />
          </Form.Item>
          <Form.Item name="priority" label={t('workOrder.fields.priority')} rules={[{ required: true }]}>
            <Select<number> style={{ width: 120 }} aria-label={t('workOrder.fields.priority')} options={WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: t('workOrderType.fields.levelN', [p]) }))} data-testid="work-order-priority" />
          </Form.Item>
        </Space>
        <Form.Item name="equipment_id" label={t('workOrder.form.equipment')}>
          <EquipmentSelect testId="work-order-equipment" />
        </Form.Item>
        <Form.Item name="location_id" label={t('workOrder.form.location')} extra={equipmentId ? t('workOrder.form.locationFollowsEquipment') : undefined}>
          {equipmentId ? <Input disabled placeholder={t('workOrder.form.locationFollowsEquipment')} data-testid="work-order-location-followed" /> : <LocationSelect testId="work-order-location" />}
        </Form.Item>
        <Form.Item
          name="person_in_charge_id"
          label={t('workOrder.fields.personInCharge')}
          rules={[{ required: true, message: t('workOrder.errors.personInCharge') }]}
        >
          <Select<number>
            showSearch
            optionFilterProp="label"
            loading={users.isFetching}
            aria-label={t('workOrder.fields.personInCharge')}
            options={(users.data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }))}
            data-testid="work-order-person"
          />
        </Form.Item>
        <Space size="middle" style={{ display: 'flex' }} align="start" wrap>
          <Form.Item name="pool_id" label={t('workOrder.form.pool')}>
            <Select<number> allowClear style={{ width: 240 }} aria-label={t('workOrder.form.pool')} options={(pools.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }))} data-testid="work-order-pool" />
          </Form.Item>
          <Form.Item name="due_time" label={t('workOrder.fields.dueTime')}>
            <DatePicker showTime aria-label={t('workOrder.fields.dueTime')} data-testid="work-order-due" />
          </Form.Item>
          <Form.Item name="fee" label={t('workOrder.fields.fee')} rules={[{ pattern: FEE_PATTERN, message: t('common.validation.invalid', [t('workOrder.fields.fee')]) }]}>
            <Input style={{ width: 160 }} inputMode="decimal" data-testid="work-order-fee" />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('workOrder.fields.description')} rules={[{ max: WORK_ORDER_LIMITS.description }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="work-order-description" />
        </Form.Item>
        {!row && <OrderRulePreview type_id={typeId} priority={priority} equipment_id={equipmentId} location_id={locationId} />}
        <div data-testid="work-order-custom-fields">
          {fields
            .filter((field) => !field.hidden)
            .map((field) => (
              <Form.Item
                key={field.code}
                name={['custom_fields', field.code]}
                label={field.name}
                rules={field.required ? [{ required: true, message: t('common.validation.required', [field.name]) }] : []}
              >
                <CustomFieldInput field={field} orderId={row?.id} />
              </Form.Item>
            ))}
        </div>
      </Form>
    </Drawer>
  );
}
