import type { ReactElement } from 'react';
import { Col, Divider, Form, Input, Row, Select, TreeSelect, type FormInstance } from 'antd';
import type { OptionItem } from '@/api/hooks';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '../common/options.api';
import { CustomFields } from './CustomFields';
import { CODE_PATTERN, COST_PATTERN, DEFAULT_STATUS, RUNNING_VALUES, runningLabel, statusChoices, statusLabel, typeOrModelError, warrantyError, type EquipmentInput } from './equipment-rules';

export interface EquipmentFormProps {
  form: FormInstance<EquipmentInput>;
  /** Adding: every status but scrapped; editing: the locked statuses cannot be changed. */
  adding: boolean;
  /** The stored status when editing. */
  currentStatus?: number;
  disabled?: boolean;
  onFinish: (values: EquipmentInput) => void;
  initialValues?: Partial<EquipmentInput>;
}

const half = { xs: 24, md: 12 } as const;
type ModelOption = OptionItem & { extend?: string };

/** The fields of /equipment/add and /equipment/update; rules mirror AddEquipmentDto and SPEC section 5. */
export function EquipmentForm({ form, adding, currentStatus, disabled, onFinish, initialValues }: EquipmentFormProps): ReactElement {
  const { t } = useT();
  const typeId = Form.useWatch('type_id', form) as number | undefined;
  const options = useEquipmentOptions(typeId);
  const models = (options.models.data ?? []) as ModelOption[];
  const statuses = statusChoices(currentStatus, adding);
  const label = (key: Parameters<typeof t>[0]): string => t(key);
  const required = (key: Parameters<typeof t>[0]) => ({ required: true, whitespace: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Form<EquipmentInput>
      form={form}
      layout="vertical"
      disabled={disabled}
      onFinish={onFinish}
      initialValues={{ status: DEFAULT_STATUS, running_status_id: 2, custom_fields: {}, ...initialValues }}
      style={{ maxWidth: 960 }}
      data-testid="eqpt-form"
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="asset_code"
            label={label('equipment.ledger.fields.code')}
            normalize={(value?: string) => value?.trim()}
            rules={[required('equipment.ledger.fields.code'), { pattern: CODE_PATTERN, message: t('equipment.ledger.rules.code') }]}
          >
            <Input autoComplete="off" data-testid="eqpt-form-code" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="asset_name"
            label={label('equipment.ledger.fields.name')}
            rules={[required('equipment.ledger.fields.name'), { max: 100, message: t('common.validation.maxLength', [t('equipment.ledger.fields.name'), 100]) }]}
          >
            <Input data-testid="eqpt-form-name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="type_id"
            label={label('equipment.ledger.fields.type')}
            dependencies={['model_id']}
            rules={[
              ({ getFieldValue }) => ({
                validator: () => {
                  const error = typeOrModelError({ type_id: getFieldValue('type_id'), model_id: getFieldValue('model_id') });
                  return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
                },
              }),
            ]}
          >
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              treeData={options.typeTree}
              onChange={(next?: number) => {
                const model = models.find((m) => String(m.value) === String(form.getFieldValue('model_id')));
                if (model && next && String(model.extend) !== String(next)) form.setFieldsValue({ model_id: undefined });
              }}
              data-testid="eqpt-form-type"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="model_id" label={label('equipment.ledger.fields.model')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={selectOptions(models)}
              onChange={(next?: number) => {
                const model = models.find((m) => String(m.value) === String(next));
                if (model?.extend && !form.getFieldValue('type_id')) form.setFieldsValue({ type_id: Number(model.extend) });
              }}
              data-testid="eqpt-form-model"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="position_id" label={label('equipment.ledger.fields.position')}>
            <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll treeData={options.positionTree} data-testid="eqpt-form-position" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="status"
            label={label('equipment.ledger.fields.status')}
            extra={!adding && statuses.length === 1 ? t('equipment.ledger.rules.statusLocked') : undefined}
          >
            <Select disabled={!adding && statuses.length === 1} options={statuses.map((value) => ({ value, label: t(statusLabel(value)) }))} data-testid="eqpt-form-status" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="running_status_id" label={label('equipment.ledger.fields.runningStatus')}>
            <Select options={RUNNING_VALUES.map((value) => ({ value, label: t(runningLabel(value)) }))} data-testid="eqpt-form-running" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="specification" label={label('equipment.ledger.fields.specification')} rules={[{ max: 255 }]}>
            <Input data-testid="eqpt-form-specification" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('equipment.ledger.sections.purchase')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="supplier_id" label={label('equipment.ledger.fields.supplier')}>
            <Select allowClear showSearch optionFilterProp="label" options={selectOptions(options.suppliers.data)} data-testid="eqpt-form-supplier" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="manufacturer_id" label={label('equipment.ledger.fields.manufacturer')}>
            <Select allowClear showSearch optionFilterProp="label" options={selectOptions(options.manufacturers.data)} data-testid="eqpt-form-manufacturer" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="purchase_date" label={label('equipment.ledger.fields.purchaseDate')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="purchase_cost" label={label('equipment.ledger.fields.purchaseCost')} rules={[{ pattern: COST_PATTERN, message: t('equipment.ledger.rules.cost') }]}>
            <Input inputMode="decimal" data-testid="eqpt-form-cost" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="warranty_start" label={label('equipment.ledger.fields.warrantyStart')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="warranty_end"
            label={label('equipment.ledger.fields.warrantyEnd')}
            dependencies={['warranty_start']}
            rules={[
              ({ getFieldValue }) => ({
                validator: () => {
                  const error = warrantyError({ warranty_start: getFieldValue('warranty_start'), warranty_end: getFieldValue('warranty_end') });
                  return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
                },
              }),
            ]}
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={label('equipment.ledger.fields.remark')} rules={[{ max: 500 }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="eqpt-form-remark" />
          </Form.Item>
        </Col>
        <CustomFields disabled={disabled} />
      </Row>
      <Form.Item name="parent_id" hidden>
        <Input />
      </Form.Item>
    </Form>
  );
}
