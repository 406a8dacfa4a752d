import type { ReactElement } from 'react';
import { Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { typeBody, typeOptions, subtreeIds, useSaveType, type TypeInput, type TypeNode } from './type.api';

export interface TypeFormDialogProps {
  /** The edited node, or undefined to add. */
  node?: TypeNode;
  /** Parent preset when adding a child. */
  parentId?: number;
  tree: readonly TypeNode[];
  onClose: () => void;
}

/** Add or edit a type. The parent cannot be the type itself or below it; the server refuses re-parenting a type with children. */
export function TypeFormDialog({ node, parentId, tree, onClose }: TypeFormDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<TypeInput>();
  const save = useSaveType(onClose);
  const pending = save.add.isPending || save.update.isPending;
  const initial: Partial<TypeInput> = node
    ? { name: node.name, code: node.code ?? undefined, parent_id: node.parent_id ?? undefined, sort: node.sort, remark: node.remark ?? undefined }
    : { parent_id: parentId, sort: 0 };
  const blocked = subtreeIds(node);

  return (
    <Modal
      open
      title={t(node ? 'equipment.type.editTitle' : 'equipment.type.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('eqpt-type-submit', { loading: pending })}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<TypeInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => (node ? save.update.mutate({ ...typeBody(values), id: node.id }) : save.add.mutate(typeBody(values)))}
      >
        <Form.Item
          name="name"
          label={t('equipment.type.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('equipment.type.fields.name')]) },
            { max: 100, message: t('common.validation.maxLength', [t('equipment.type.fields.name'), 100]) },
          ]}
        >
          <Input data-testid="eqpt-type-name" />
        </Form.Item>
        <Form.Item name="code" label={t('equipment.type.fields.code')} rules={[{ max: 50, message: t('common.validation.maxLength', [t('equipment.type.fields.code'), 50]) }]}>
          <Input data-testid="eqpt-type-code" />
        </Form.Item>
        <Form.Item name="parent_id" label={t('equipment.type.fields.parent')} extra={node?.children?.length ? t('equipment.type.hierarchyHint') : undefined}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={typeOptions(tree, blocked)} data-testid="eqpt-type-parent" />
        </Form.Item>
        <Form.Item name="sort" label={t('equipment.type.fields.sort')}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('equipment.type.fields.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
