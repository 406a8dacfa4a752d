import type { ReactElement } from 'react';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { INTERVAL_ANCHORS, MAINTENANCE_LIMITS, TIME_CYCLE_KINDS, USAGE_COUNTERS, USAGE_SOURCES, type PlanTrigger } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { CYCLE_LABELS, USAGE_COUNTER_LABELS, USAGE_SOURCE_LABELS, USAGE_UNIT_LABELS, WEEKDAY_LABELS } from '../labels';

const DAYS = [...Array.from({ length: MAINTENANCE_LIMITS.executionDay }, (_, i) => i + 1), 'last' as const];

/**
 * The plan's trigger conditions: one row per condition, its fields following its kind (SPEC §5 limits in the choices).
 * `usage` adds fixed-workload conditions (maintenance plans; patrol plans keep to time cycles).
 */
export function TriggerFields({ usage = false }: { usage?: boolean }): ReactElement {
  const { t } = useT();
  const form = Form.useFormInstance();
  // A condition turned into a usage one starts as run hours from the meter (the time fields it had are dropped).
  const kindChanged = (name: number, kind: PlanTrigger['kind']) => {
    if (kind === 'usage') form.setFieldValue(['triggers', name], { kind, counter: 'runHours', source: 'meter' });
  };
  const kinds: ReadonlyArray<PlanTrigger['kind']> = usage ? [...TIME_CYCLE_KINDS, 'usage'] : TIME_CYCLE_KINDS;
  const dayOptions = DAYS.map((d) => ({ value: d, label: d === 'last' ? t('maintenance.plan.lastDay') : String(d) }));
  return (
    <Form.List name="triggers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap data-testid={`plan-trigger-${field.name}`}>
              <Form.Item name={[field.name, 'kind']} rules={[{ required: true }]}>
                <Select
                  style={{ width: 120 }}
                  options={kinds.map((value) => ({ value, label: t(CYCLE_LABELS[value]) }))}
                  onChange={(kind: PlanTrigger['kind']) => kindChanged(field.name, kind)}
                  aria-label={t('maintenance.plan.fields.triggers')}
                />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const kind = getFieldValue(['triggers', field.name, 'kind']) as string | undefined;
                  if (kind === 'weekly') {
                    return (
                      <Form.Item name={[field.name, 'days']} rules={[{ required: true, message: t('maintenance.errors.weekdays') }]}>
                        <Select mode="multiple" style={{ minWidth: 220 }} options={WEEKDAY_LABELS.map((key, i) => ({ value: i + 1, label: t(key) }))} />
                      </Form.Item>
                    );
                  }
                  if (kind === 'monthly' || kind === 'yearly') {
                    return (
                      <Space>
                        {kind === 'yearly' && (
                          <Form.Item name={[field.name, 'month']} rules={[{ required: true }]}>
                            <InputNumber min={1} max={MAINTENANCE_LIMITS.month} placeholder={t('maintenance.plan.month')} />
                          </Form.Item>
                        )}
                        <Form.Item name={[field.name, 'day']} rules={[{ required: true }]}>
                          <Select style={{ width: 160 }} options={dayOptions} placeholder={t('maintenance.plan.executionDay')} />
                        </Form.Item>
                      </Space>
                    );
                  }
                  if (kind === 'interval') {
                    return (
                      <Space>
                        <Form.Item name={[field.name, 'days']} rules={[{ required: true }]}>
                          <InputNumber min={1} max={MAINTENANCE_LIMITS.intervalDays} placeholder={t('maintenance.plan.intervalDays')} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'anchor']} initialValue="start">
                          <Select
                            style={{ width: 200 }}
                            options={INTERVAL_ANCHORS.map((value) => ({ value, label: t(value === 'start' ? 'maintenance.plan.anchor.start' : 'maintenance.plan.anchor.completion') }))}
                          />
                        </Form.Item>
                      </Space>
                    );
                  }
                  if (kind === 'usage') {
                    const counter = (getFieldValue(['triggers', field.name, 'counter']) ?? 'runHours') as (typeof USAGE_COUNTERS)[number];
                    return (
                      <Space>
                        <Form.Item name={[field.name, 'step']} rules={[{ required: true, message: t('maintenance.errors.usageStep') }]}>
                          <InputNumber
                            min={0}
                            max={MAINTENANCE_LIMITS.usageStep}
                            style={{ width: 180 }}
                            prefix={t('maintenance.usage.step')}
                            suffix={t(USAGE_UNIT_LABELS[counter])}
                            aria-label={t('maintenance.usage.step')}
                            data-testid={`plan-trigger-${field.name}-step`}
                          />
                        </Form.Item>
                        <Form.Item name={[field.name, 'counter']}>
                          <Select style={{ width: 140 }} aria-label={t('maintenance.usage.counter')} options={USAGE_COUNTERS.map((value) => ({ value, label: t(USAGE_COUNTER_LABELS[value]) }))} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'source']}>
                          <Select style={{ width: 150 }} aria-label={t('maintenance.usage.readings.source')} options={USAGE_SOURCES.map((value) => ({ value, label: t(USAGE_SOURCE_LABELS[value]) }))} />
                        </Form.Item>
                      </Space>
                    );
                  }
                  return null;
                }}
              </Form.Item>
              <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t('common.buttons.delete')} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: 'monthly', day: 1 })} data-testid="plan-trigger-add">
            {t('maintenance.plan.addTrigger')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
