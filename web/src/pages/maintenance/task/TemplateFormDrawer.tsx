import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, Select, Space, TreeSelect } from 'antd';
import { MAINTENANCE_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { templateBody, useItemOptions, useSaveTemplate, type TaskTemplateRow, type TemplateInput } from './task.api';

export interface TemplateFormDrawerProps {
  row?: TaskTemplateRow;
  onClose: () => void;
}

/** Add or edit a task template: a device type or model (at least one), and its checklist in order. */
export function TemplateFormDrawer({ row, onClose }: TemplateFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<TemplateInput>();
  const save = useSaveTemplate(onClose);
  const typeId = Form.useWatch('equipment_type_id', form) as number | undefined;
  const options = useEquipmentOptions(typeId ?? undefined);
  const items = useItemOptions();
  const initial: Partial<TemplateInput> = row
    ? { name: row.name, equipment_type_id: row.equipment_type_id ?? undefined, equipment_model_id: row.equipment_model_id ?? undefined, item_ids: row.item_ids, remark: row.remark ?? undefined }
    : { item_ids: [] };
  const submit = (values: TemplateInput) => (row ? save.update.mutate({ ...templateBody(values), id: row.id, version: row.version }) : save.add.mutate(templateBody(values)));

  return (
    <Drawer
      open
      size={560}
      title={t(row ? 'maintenance.template.editTitle' : 'maintenance.template.addTitle')}
      onClose={onClose}
      data-testid="task-template-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="task-template-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<TemplateInput> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="name" label={t('maintenance.template.fields.name')} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('maintenance.template.fields.name')]) }, { max: MAINTENANCE_LIMITS.name }]}>
          <Input data-testid="task-template-name" />
        </Form.Item>
        <Form.Item name="equipment_type_id" label={t('maintenance.template.fields.equipmentType')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={options.typeTree} aria-label={t('maintenance.template.fields.equipmentType')} data-testid="task-template-type" />
        </Form.Item>
        <Form.Item
          name="equipment_model_id"
          label={t('maintenance.template.fields.equipmentModel')}
          dependencies={['equipment_type_id']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (value || getFieldValue('equipment_type_id') ? Promise.resolve() : Promise.reject(new Error(t('equipment.errors.typeOrModel')))),
            }),
          ]}
        >
          <Select allowClear options={selectOptions(options.models.data)} aria-label={t('maintenance.template.fields.equipmentModel')} data-testid="task-template-model" />
        </Form.Item>
        <Form.Item name="item_ids" label={t('maintenance.template.fields.items')} rules={[{ required: true, type: 'array', min: 1, message: t('maintenance.errors.itemsRequired') }]}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={(items.data?.rows ?? []).map((item) => ({ value: item.id, label: item.name }))}
            aria-label={t('maintenance.template.fields.items')}
            data-testid="task-template-items"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('maintenance.template.fields.remark')} rules={[{ max: MAINTENANCE_LIMITS.text }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
