import { useMemo, type ReactElement } from 'react';
import { Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Switch, TreeSelect } from 'antd';
import { INVENTORY_LIMITS, Permission, PRICE_PATTERN, type MessageKey } from '@gengyun/contracts';
import { useOptionsQuery } from '@/api/hooks';
import { useCan } from '@/app/permissions';
import { Upload } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { useCostDisplay } from '../cost/cost-display';
import { InstalledOnSelect } from './InstalledOnSelect';
import { SubstitutesSelect } from './SubstitutesSelect';
import { PART_BUSINESS_NO, partBody, uploadNewPartFile, useSavePart, type PartInput, type SparePartRow } from './part.api';

export interface PartFormDrawerProps {
  /** The edited part, or undefined to add. */
  row?: SparePartRow;
  /** Values a new part starts with (the BOM type when added from the parts-by-type page). */
  defaults?: Partial<PartInput>;
  onClose: () => void;
}

/** Add or edit a spare part: code, name, type, specification, unit, price, safety stock, batch tracking, partners, fits. */
export function PartFormDrawer({ row, defaults, onClose }: PartFormDrawerProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [form] = Form.useForm<PartInput>();
  const save = useSavePart(onClose);
  // Without the "spare parts" cost display the price is neither shown nor sent; the server keeps the stored one.
  const { partPrice } = useCostDisplay();
  const pending = save.add.isPending || save.update.isPending;
  const bomTypes = useOptionsQuery('bomType');
  const equipment = useEquipmentOptions();
  const initial = useMemo<Partial<PartInput>>(
    () =>
      row
        ? {
            spare_part_code: row.spare_part_code,
            name: row.name,
            bom_type: row.bom_type ?? undefined,
            specification: row.specification ?? undefined,
            unit: row.unit ?? undefined,
            price: row.price ?? undefined,
            safety_stock_min: row.safety_stock_min ?? undefined,
            safety_stock_max: row.safety_stock_max ?? undefined,
            batch_tracking: row.batch_tracking,
            manufacturer_id: row.manufacturer_id ?? undefined,
            supplier_id: row.supplier_id ?? undefined,
            equipment_type_ids: row.equipment_type_ids,
            equipment_model_ids: row.equipment_model_ids,
            equipment_ids: row.equipment_ids,
            substitute_ids: row.substitutes.map((p) => p.id),
            interchangeable_ids: row.interchangeable.map((p) => p.id),
            remark: row.remark ?? undefined,
          }
        : { batch_tracking: false, equipment_type_ids: [], equipment_model_ids: [], equipment_ids: [], substitute_ids: [], interchangeable_ids: [], ...defaults },
    [row, defaults],
  );
  const label = (key: string) => t(`inventory.part.${key}` as MessageKey);
  const required = (key: string) => ({ required: true, whitespace: true, message: t('common.validation.required', [label(key)]) });

  return (
    <Drawer
      open
      size={720}
      title={t(row ? 'inventory.part.edit' : 'inventory.part.add')}
      onClose={onClose}
      data-testid="part-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="part-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<PartInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => (row ? save.update.mutate({ ...partBody(values), id: row.id, version: row.version }) : save.add.mutate(partBody(values)))}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="spare_part_code" label={label('code')} rules={[required('code'), { max: INVENTORY_LIMITS.code }]}>
              <Input data-testid="part-code" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={label('name')} rules={[required('name'), { max: INVENTORY_LIMITS.name }]}>
              <Input data-testid="part-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bom_type" label={label('bomType')}>
              <Select<number> allowClear aria-label={label('bomType')} options={selectOptions(bomTypes.data)} data-testid="part-bom-type" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="specification" label={label('specification')} rules={[{ max: INVENTORY_LIMITS.text }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="unit" label={label('unit')} rules={[{ max: INVENTORY_LIMITS.unit }]}>
              <Input data-testid="part-unit" />
            </Form.Item>
          </Col>
          {partPrice && (
            <Col span={12}>
              <Form.Item name="price" label={label('price')} rules={[{ pattern: PRICE_PATTERN, message: t('inventory.errors.priceFormat') }]}>
                <Input inputMode="decimal" data-testid="part-price" />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="safety_stock_min" label={label('safetyMin')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="part-min" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="safety_stock_max"
              label={label('safetyMax')}
              dependencies={['safety_stock_min']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, max?: number) => {
                    const min = getFieldValue('safety_stock_min') as number | undefined;
                    return min === undefined || min === null || max === undefined || max === null || min <= max ? Promise.resolve() : Promise.reject(new Error(t('inventory.errors.safetyStockRange')));
                  },
                }),
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="part-max" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="manufacturer_id" label={label('manufacturer')}>
              <Select<number> allowClear showSearch optionFilterProp="label" options={selectOptions(equipment.manufacturers.data)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="supplier_id" label={label('supplier')}>
              <Select<number> allowClear showSearch optionFilterProp="label" options={selectOptions(equipment.suppliers.data)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="equipment_type_ids" label={label('equipmentTypes')}>
              <TreeSelect multiple allowClear treeData={equipment.typeTree} treeNodeFilterProp="title" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="equipment_model_ids" label={label('equipmentModels')}>
              <Select<number[]> mode="multiple" allowClear optionFilterProp="label" options={selectOptions(equipment.models.data)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="equipment_ids" label={label('installedOn')}>
              <InstalledOnSelect current={row?.installed_on} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="substitute_ids" label={label('substitutes')}>
              <SubstitutesSelect part={row} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="interchangeable_ids" label={label('interchangeable')}>
              <SubstitutesSelect part={row} kind="interchangeable" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="batch_tracking" label={label('batchTracking')} valuePropName="checked">
              <Switch data-testid="part-batch" />
            </Form.Item>
          </Col>
          {!row && can(Permission.file.upload) && (
            // A saved part's files are changed on its detail page; a new one's are uploaded here and bound on save.
            <Col span={24}>
              <Form.Item name="files" label={label('files')}>
                <Upload upload={uploadNewPartFile} businessNo={PART_BUSINESS_NO} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="remark" label={label('remark')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
