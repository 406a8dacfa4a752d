import type { ReactElement } from 'react';
import { Col, Divider, Form, Row, Select, Switch } from 'antd';
import { WORK_ORDER_PRIORITIES } from '@gengyun/contracts';
import { Permission } from '@gengyun/contracts/permissions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { useBridgeTypes, useBridgeUsers, userName } from './alarm-bridge.api';

/**
 * The alarm-rule form's "open a work order" option: when on, raising an alarm of the rule opens one repair order
 * of this type and priority, with this person in charge (all three required, checked again by the server).
 * Shown to those who may list work-order types; the values of a rule stay as they are for the others.
 */
export function RuleWorkOrderFields(): ReactElement | null {
  const { t } = useT();
  const can = useCan();
  const visible = can(Permission.workOrderType.list);
  const on = Form.useWatch<boolean | undefined>('open_work_order');
  const types = useBridgeTypes(visible);
  const users = useBridgeUsers(visible);
  if (!visible) return null;
  const required = (label: Parameters<typeof t>[0]) => [{ required: Boolean(on), message: t('common.validation.pleaseChoose', [t(label)]) }];

  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('workOrder.alarm.ruleOption.open')}
      </Divider>
      <Row gutter={16} data-testid="rule-form-work-order">
        <Col span={6}>
          <Form.Item name="open_work_order" label={t('workOrder.alarm.ruleOption.open')} valuePropName="checked">
            <Switch data-testid="rule-form-open-work-order" />
          </Form.Item>
        </Col>
        {on && (
          <>
            <Col span={6}>
              <Form.Item name="work_order_type_id" label={t('workOrder.alarm.ruleOption.type')} rules={required('workOrder.alarm.ruleOption.type')}>
                <Select
                  aria-label={t('workOrder.alarm.ruleOption.type')}
                  options={(types.data?.rows ?? []).filter((type) => type.enabled).map((type) => ({ value: type.id, label: type.name }))}
                  data-testid="rule-form-work-order-type"
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="work_order_priority" label={t('workOrder.alarm.ruleOption.priority')} rules={required('workOrder.alarm.ruleOption.priority')}>
                <Select aria-label={t('workOrder.alarm.ruleOption.priority')} options={WORK_ORDER_PRIORITIES.map((level) => ({ value: level, label: t('components.table.level', [level]) }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="work_order_person_id" label={t('workOrder.alarm.ruleOption.person')} rules={required('workOrder.alarm.ruleOption.person')}>
                <Select
                  aria-label={t('workOrder.alarm.ruleOption.person')}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(users.data?.rows ?? []).map((user) => ({ value: user.id, label: userName(user) }))}
                  data-testid="rule-form-work-order-person"
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </>
  );
}
