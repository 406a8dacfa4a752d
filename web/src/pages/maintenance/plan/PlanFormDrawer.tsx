import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import { HOLIDAY_RULES, MAINTENANCE_LIMITS, PLAN_COVERAGES, TRIGGER_MODES, WORK_ORDER_PRIORITIES } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { LocationSelect } from '@/pages/iot/monitor/EquipmentSelect';
import { usePoolOptions, usePoolUsers, userLabel } from '@/pages/work-orders/pool/pool.api';
import { useTypeOptions } from '@/pages/work-orders/order/form/order-form.api';
import { useTemplateOptions } from '../task/task.api';
import { HOLIDAY_RULE_LABELS } from '../labels';
import { EquipmentMultiSelect } from './EquipmentMultiSelect';
import { PlanPreviewPanel } from './PlanPreviewPanel';
import { TriggerFields } from './TriggerFields';
import { planBody, planInput, useDraftPreview, useSavePlan, type PlanInput, type PlanRow } from './plan.api';

export interface PlanFormDrawerProps {
  row?: PlanRow;
  onClose: () => void;
}

const DEFAULTS: Partial<PlanInput> = { coverage: 'type', priority: 3, duration_hours: 4, lead_days: 0, due_time: '08:00', trigger_mode: 'any', holiday_rule: 'none', enabled: true, triggers: [{ kind: 'monthly', day: 1 }] };

/** Add or edit a maintenance plan, with a preview of its next 90 days from the form's values before saving. */
export function PlanFormDrawer({ row, onClose }: PlanFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<PlanInput>();
  const save = useSavePlan(onClose);
  const preview = useDraftPreview();
  const coverage = Form.useWatch('coverage', form);
  const typeId = Form.useWatch('equipment_type_id', form) as number | undefined;
  const equipment = useEquipmentOptions(typeId ?? undefined);
  const templates = useTemplateOptions();
  const orderTypes = useTypeOptions();
  const pools = usePoolOptions();
  const users = usePoolUsers();
  const userOptions = (users.data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const submit = (values: PlanInput) => (row ? save.update.mutate({ ...planBody(values), id: row.id, version: row.version }) : save.add.mutate(planBody(values)));
  const showPreview = () => preview.mutate({ plan: planBody(form.getFieldsValue(true) as PlanInput) });
  const required = (key: Parameters<typeof t>[0]) => [{ required: true, message: t('common.validation.required', [t(key)]) }];

  return (
    <Drawer
      open
      size={760}
      title={t(row ? 'maintenance.plan.editTitle' : 'maintenance.plan.addTitle')}
      onClose={onClose}
      data-testid="plan-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button onClick={showPreview} loading={preview.isPending} data-testid="plan-preview-button">
            {t('maintenance.plan.preview.show')}
          </Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="plan-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<PlanInput> form={form} layout="vertical" initialValues={row ? planInput(row) : DEFAULTS} onFinish={submit}>
        <Form.Item name="name" label={t('maintenance.plan.fields.name')} rules={[...required('maintenance.plan.fields.name'), { max: MAINTENANCE_LIMITS.name }]}>
          <Input data-testid="plan-name" />
        </Form.Item>
        <Form.Item name="coverage" label={t('maintenance.plan.fields.coverage')}>
          <Radio.Group options={PLAN_COVERAGES.map((value) => ({ value, label: t(value === 'type' ? 'maintenance.plan.coverage.type' : 'maintenance.plan.coverage.equipment') }))} />
        </Form.Item>
        {coverage === 'equipment' ? (
          <Form.Item name="equipment_ids" label={t('maintenance.plan.fields.equipment')} rules={[{ required: true, type: 'array', min: 1, message: t('maintenance.errors.equipmentRequired') }]}>
            <EquipmentMultiSelect />
          </Form.Item>
        ) : (
          <Space wrap>
            <Form.Item name="equipment_type_id" label={t('maintenance.plan.fields.equipmentType')}>
              <TreeSelect allowClear treeDefaultExpandAll style={{ width: 200 }} treeData={equipment.typeTree} data-testid="plan-equipment-type" />
            </Form.Item>
            <Form.Item name="equipment_model_id" label={t('maintenance.plan.fields.equipmentModel')}>
              <Select allowClear style={{ width: 200 }} options={selectOptions(equipment.models.data)} />
            </Form.Item>
            <Form.Item name="location_id" label={t('maintenance.plan.fields.location')}>
              <LocationSelect testId="plan-location" />
            </Form.Item>
          </Space>
        )}
        <Space wrap>
          <Form.Item name="task_template_id" label={t('maintenance.plan.fields.template')} rules={required('maintenance.plan.fields.template')}>
            <Select style={{ width: 240 }} options={(templates.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} data-testid="plan-template" />
          </Form.Item>
          <Form.Item name="work_order_type_id" label={t('maintenance.plan.fields.orderType')} rules={required('maintenance.plan.fields.orderType')}>
            <Select style={{ width: 200 }} options={(orderTypes.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} data-testid="plan-order-type" />
          </Form.Item>
          <Form.Item name="priority" label={t('maintenance.plan.fields.priority')}>
            <Select style={{ width: 90 }} options={WORK_ORDER_PRIORITIES.map((value) => ({ value, label: String(value) }))} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="person_in_charge_id" label={t('maintenance.plan.fields.personInCharge')} rules={[{ required: true, message: t('workOrder.errors.personInCharge') }]}>
            <Select showSearch optionFilterProp="label" style={{ width: 200 }} options={userOptions} data-testid="plan-person" />
          </Form.Item>
          <Form.Item name="handler_ids" label={t('maintenance.plan.fields.handlers')}>
            <Select mode="multiple" optionFilterProp="label" style={{ minWidth: 200 }} options={userOptions} />
          </Form.Item>
          <Form.Item name="pool_id" label={t('maintenance.plan.fields.pool')}>
            <Select allowClear style={{ width: 180 }} options={(pools.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="start_date" label={t('maintenance.plan.fields.startDate')} rules={required('maintenance.plan.fields.startDate')}>
            <DateInput />
          </Form.Item>
          <Form.Item name="end_date" label={t('maintenance.plan.fields.endDate')}>
            <DateInput />
          </Form.Item>
          <Form.Item name="due_time" label={t('maintenance.plan.fields.dueTime')} rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('common.validation.invalid', [t('maintenance.plan.fields.dueTime')]) }]}>
            <Input style={{ width: 100 }} placeholder="08:00" />
          </Form.Item>
          <Form.Item name="duration_hours" label={t('maintenance.plan.fields.durationHours')} rules={required('maintenance.plan.fields.durationHours')}>
            <InputNumber min={1} max={MAINTENANCE_LIMITS.durationHours} />
          </Form.Item>
          <Form.Item name="lead_days" label={t('maintenance.plan.fields.leadDays')}>
            <InputNumber min={0} max={MAINTENANCE_LIMITS.leadDays} />
          </Form.Item>
        </Space>
        <Form.Item label={t('maintenance.plan.fields.triggers')} required>
          <TriggerFields usage />
        </Form.Item>
        <Space wrap>
          <Form.Item name="trigger_mode" label={t('maintenance.plan.fields.triggerMode')}>
            <Radio.Group options={TRIGGER_MODES.map((value) => ({ value, label: t(value === 'any' ? 'maintenance.plan.triggerMode.any' : 'maintenance.plan.triggerMode.all') }))} />
          </Form.Item>
          <Form.Item name="holiday_rule" label={t('maintenance.plan.fields.holidayRule')}>
            <Select style={{ width: 200 }} options={HOLIDAY_RULES.map((value) => ({ value, label: t(HOLIDAY_RULE_LABELS[value]) }))} />
          </Form.Item>
          <Form.Item name="enabled" label={t('maintenance.plan.fields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
      {(preview.data || preview.isPending || preview.error) && (
        <>
          <h4>{t('maintenance.plan.preview.title')}</h4>
          {preview.error instanceof ApiError ? <div role="alert">{preview.error.message}</div> : <PlanPreviewPanel preview={preview.data} loading={preview.isPending} />}
        </>
      )}
    </Drawer>
  );
}
