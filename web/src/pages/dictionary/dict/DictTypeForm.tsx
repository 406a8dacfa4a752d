import { useEffect, type ReactElement } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { TYPE_CODE_PATTERN, useSaveDictType, type DictTypeInput, type DictTypeRow } from './dictionary.api';

export interface DictTypeFormProps {
  open: boolean;
  row: DictTypeRow | null;
  onClose: () => void;
}

/** Adds or edits a dictionary type; a system type keeps its code. */
export function DictTypeForm({ open, row, onClose }: DictTypeFormProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<DictTypeInput>();
  const save = useSaveDictType(onClose);

  useEffect(() => {
    if (open) form.setFieldsValue(row ? { code: row.code, name: row.name, is_lang: row.is_lang, enabled: row.enabled } : { code: '', name: '', is_lang: false, enabled: true });
  }, [open, row, form]);

  return (
    <Modal
      open={open}
      title={t(row ? 'dictionary.admin.type.editTitle' : 'dictionary.admin.type.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('dict-type-save')}
      forceRender
    >
      <Form<DictTypeInput> form={form} layout="vertical" onFinish={(values) => save.save({ ...values, id: row?.id, code: values.code.trim(), name: values.name.trim() })}>
        <Form.Item
          name="code"
          label={t('dictionary.type.fields.code')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('dictionary.type.fields.code')]) },
            { pattern: TYPE_CODE_PATTERN, message: t('common.validation.invalid', [t('dictionary.type.fields.code')]) },
          ]}
        >
          <Input disabled={row?.is_system} maxLength={64} data-testid="dict-type-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dictionary.type.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('dictionary.type.fields.name')]) }, { max: 150 }]}
        >
          <Input data-testid="dict-type-name" />
        </Form.Item>
        <Form.Item name="is_lang" label={t('dictionary.admin.type.isLang')} valuePropName="checked" extra={t('dictionary.admin.labelKeyHint')}>
          <Switch data-testid="dict-type-is-lang" />
        </Form.Item>
        <Form.Item name="enabled" label={t('dictionary.type.fields.enabled')} valuePropName="checked">
          <Switch data-testid="dict-type-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
