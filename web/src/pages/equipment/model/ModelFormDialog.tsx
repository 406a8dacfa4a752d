import type { ReactElement } from 'react';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { selectOptions, useEquipmentOptions } from '../common/options.api';
import { modelBody, useSaveModel, type ModelInput, type ModelRow } from './model.api';

export interface ModelFormDialogProps {
  row?: ModelRow;
  /** Type preset when adding from a filtered list. */
  typeId?: number;
  onClose: () => void;
}

/** Add or edit a model: name (unique per type), type (required), manufacturer, specification. */
export function ModelFormDialog({ row, typeId, onClose }: ModelFormDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<ModelInput>();
  const options = useEquipmentOptions();
  const save = useSaveModel(onClose);
  const initial: Partial<ModelInput> = row
    ? { name: row.name, type_id: row.type_id, manufacturer_id: row.manufacturer_id ?? undefined, specification: row.specification ?? undefined, remark: row.remark ?? undefined }
    : { type_id: typeId };
  const required = (key: 'equipment.model.fields.name' | 'equipment.model.fields.type') => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Modal
      open
      title={t(row ? 'equipment.model.editTitle' : 'equipment.model.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('eqpt-model-submit', { loading: save.add.isPending || save.update.isPending })}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<ModelInput> form={form} layout="vertical" initialValues={initial} onFinish={(values) => (row ? save.update : save.add).mutate(modelBody(values, row?.id))}>
        <Form.Item name="name" label={t('equipment.model.fields.name')} rules={[{ ...required('equipment.model.fields.name'), whitespace: true }, { max: 100 }]}>
          <Input data-testid="eqpt-model-name" />
        </Form.Item>
        <Form.Item name="type_id" label={t('equipment.model.fields.type')} rules={[required('equipment.model.fields.type')]}>
          <TreeSelect showSearch treeNodeFilterProp="title" treeDefaultExpandAll treeData={options.typeTree} data-testid="eqpt-model-type" />
        </Form.Item>
        <Form.Item name="manufacturer_id" label={t('equipment.model.fields.manufacturer')}>
          <Select allowClear showSearch optionFilterProp="label" options={selectOptions(options.manufacturers.data)} data-testid="eqpt-model-manufacturer" />
        </Form.Item>
        <Form.Item name="specification" label={t('equipment.model.fields.specification')} rules={[{ max: 255 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('equipment.model.fields.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
