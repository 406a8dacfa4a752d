import { useEffect, useMemo, type ReactElement } from 'react';
import { Form, Input, InputNumber, Modal, Switch, TreeSelect } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { buildItemTree, subtreeIds, useSaveDictItem, type DictItemInput, type DictItemNode, type DictItemRow } from './dictionary.api';

export interface DictItemFormProps {
  open: boolean;
  typeId: number;
  /** All items of the type (parent choices). */
  items: readonly DictItemRow[];
  /** Edited item; null adds one. */
  row: DictItemRow | null;
  /** Parent preset when adding a child. */
  parentId?: number | null;
  onClose: () => void;
}

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

const toOptions = (nodes: readonly DictItemNode[], blocked: Set<number>): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: `${node.text_label} (${node.value})`,
    disabled: blocked.has(node.id),
    children: node.children ? toOptions(node.children, blocked) : undefined,
  }));

type Values = Omit<DictItemInput, 'parent_id'> & { parent_id?: number | null };

/** Adds or edits an item of a type; the parent is another item of the same type, never itself or below. */
export function DictItemForm({ open, typeId, items, row, parentId, onClose }: DictItemFormProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictItem(onClose);
  const treeOptions = useMemo(() => toOptions(buildItemTree(items), row ? subtreeIds(items, row.id) : new Set()), [items, row]);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      row
        ? { value: row.value, text: row.text, is_lang: row.is_lang, sort: row.sort, enabled: row.enabled, parent_id: row.parent_id, extend: row.extend ?? '' }
        : { value: '', text: '', is_lang: false, sort: 0, enabled: true, parent_id: parentId ?? null, extend: '' },
    );
  }, [open, row, parentId, form]);

  const submit = (values: Values): void => {
    const base = { ...values, value: values.value.trim(), text: values.text.trim() };
    if (row) save.save({ ...base, id: row.id, parent_id: values.parent_id ?? 0 });
    else save.save({ ...base, type_id: typeId, parent_id: values.parent_id ?? undefined });
  };

  return (
    <Modal
      open={open}
      title={t(row ? 'dictionary.admin.item.editTitle' : 'dictionary.admin.item.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('dict-item-save')}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="parent_id" label={t('dictionary.item.fields.parent')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={treeOptions} placeholder={t('dictionary.admin.item.topLevel')} data-testid="dict-item-parent" />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('dictionary.item.fields.value')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('dictionary.item.fields.value')]) }, { max: 100 }]}
        >
          <Input data-testid="dict-item-value" />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('dictionary.item.fields.text')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('dictionary.item.fields.text')]) }, { max: 150 }]}
        >
          <Input data-testid="dict-item-text" />
        </Form.Item>
        <Form.Item name="is_lang" label={t('dictionary.item.fields.isLang')} valuePropName="checked" extra={t('dictionary.admin.labelKeyHint')}>
          <Switch data-testid="dict-item-is-lang" />
        </Form.Item>
        <Form.Item name="sort" label={t('dictionary.item.fields.sort')}>
          <InputNumber min={0} precision={0} data-testid="dict-item-sort" />
        </Form.Item>
        <Form.Item name="enabled" label={t('dictionary.type.fields.enabled')} valuePropName="checked">
          <Switch data-testid="dict-item-enabled" />
        </Form.Item>
        <Form.Item name="extend" label={t('dictionary.item.fields.extend')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} data-testid="dict-item-extend" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
