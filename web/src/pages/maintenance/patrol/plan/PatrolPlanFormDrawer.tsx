import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { HOLIDAY_RULES, PATROL_LIMITS, TRIGGER_MODES, type PlanTrigger } from '@gengyun/contracts';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { usePoolOptions, usePoolUsers, userLabel } from '@/pages/work-orders/pool/pool.api';
import { useTypeOptions } from '@/pages/work-orders/order/form/order-form.api';
import { HOLIDAY_RULE_LABELS } from '../../labels';
import { TriggerFields } from '../../plan/TriggerFields';
import { useRouteOptions, useSavePatrolPlan, type PatrolPlanInput, type PatrolPlanRow } from '../patrol.api';

const DEFAULTS: Partial<PatrolPlanInput> = { due_time: '08:00', duration_minutes: 120, trigger_mode: 'any', holiday_rule: 'none', enabled: true, triggers: [{ kind: 'daily' }] };

const inputOf = (row: PatrolPlanRow): PatrolPlanInput => ({
  name: row.name,
  route_id: row.route_id,
  person_in_charge_id: row.person_in_charge_id,
  assignee_id: row.assignee_id,
  pool_id: row.pool_id,
  work_order_type_id: row.work_order_type_id,
  start_date: row.start_date,
  end_date: row.end_date,
  due_time: row.due_time,
  duration_minutes: row.duration_minutes,
  triggers: row.triggers as PlanTrigger[],
  trigger_mode: row.trigger_mode,
  holiday_rule: row.holiday_rule,
  enabled: row.enabled,
});

/** Add or edit a route plan: the maintenance plans' triggers, for one inspector or a pool. */
export function PatrolPlanFormDrawer({ row, onClose }: { row?: PatrolPlanRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<PatrolPlanInput>();
  const save = useSavePatrolPlan(onClose);
  const routes = useRouteOptions();
  const orderTypes = useTypeOptions();
  const pools = usePoolOptions();
  const users = usePoolUsers();
  const userOptions = (users.data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const required = (key: Parameters<typeof t>[0]) => [{ required: true, message: t('common.validation.required', [t(key)]) }];
  const submit = (values: PatrolPlanInput) => {
    const body = { ...values, name: values.name.trim(), assignee_id: values.assignee_id ?? null, pool_id: values.pool_id ?? null, end_date: values.end_date || null, triggers: values.triggers ?? [] };
    return row ? save.update.mutate({ ...body, id: row.id, version: row.version }) : save.add.mutate(body);
  };
  return (
    <Drawer
      open
      size={760}
      title={t(row ? 'maintenance.patrol.plan.editTitle' : 'maintenance.patrol.plan.addTitle')}
      onClose={onClose}
      data-testid="patrol-plan-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="patrol-plan-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<PatrolPlanInput> form={form} layout="vertical" initialValues={row ? inputOf(row) : DEFAULTS} onFinish={submit}>
        <Form.Item name="name" label={t('maintenance.patrol.fields.name')} rules={[...required('maintenance.patrol.fields.name'), { max: PATROL_LIMITS.name }]}>
          <Input data-testid="patrol-plan-name" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="route_id" label={t('maintenance.patrol.fields.route')} rules={required('maintenance.patrol.fields.route')}>
            <Select style={{ width: 240 }} options={(routes.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} data-testid="patrol-plan-route" />
          </Form.Item>
          <Form.Item name="work_order_type_id" label={t('maintenance.patrol.fields.orderType')} rules={required('maintenance.patrol.fields.orderType')}>
            <Select style={{ width: 200 }} options={(orderTypes.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} data-testid="patrol-plan-order-type" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="person_in_charge_id" label={t('maintenance.patrol.fields.personInCharge')} rules={[{ required: true, message: t('workOrder.errors.personInCharge') }]}>
            <Select showSearch optionFilterProp="label" style={{ width: 200 }} options={userOptions} data-testid="patrol-plan-person" />
          </Form.Item>
          <Form.Item name="assignee_id" label={t('maintenance.patrol.fields.assignee')}>
            <Select allowClear showSearch optionFilterProp="label" style={{ width: 200 }} options={userOptions} data-testid="patrol-plan-assignee" />
          </Form.Item>
          <Form.Item name="pool_id" label={t('maintenance.patrol.fields.pool')}>
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
          <Form.Item name="due_time" label={t('maintenance.patrol.fields.startTime')} rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('common.validation.invalid', [t('maintenance.patrol.fields.startTime')]) }]}>
            <Input style={{ width: 100 }} placeholder="08:00" />
          </Form.Item>
          <Form.Item name="duration_minutes" label={t('maintenance.patrol.fields.duration')} rules={required('maintenance.patrol.fields.duration')}>
            <InputNumber min={1} max={PATROL_LIMITS.durationMinutes} />
          </Form.Item>
        </Space>
        <Form.Item label={t('maintenance.plan.fields.triggers')} required>
          <TriggerFields />
        </Form.Item>
        <Space wrap>
          <Form.Item name="trigger_mode" label={t('maintenance.plan.fields.triggerMode')}>
            <Radio.Group options={TRIGGER_MODES.map((value) => ({ value, label: t(value === 'any' ? 'maintenance.plan.triggerMode.any' : 'maintenance.plan.triggerMode.all') }))} />
          </Form.Item>
          <Form.Item name="holiday_rule" label={t('maintenance.plan.fields.holidayRule')}>
            <Select style={{ width: 200 }} options={HOLIDAY_RULES.map((value) => ({ value, label: t(HOLIDAY_RULE_LABELS[value]) }))} />
          </Form.Item>
          <Form.Item name="enabled" label={t('maintenance.patrol.fields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
