import type { ReactElement } from 'react';
import { Form, Input, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { KEY_PATTERN, TEXT_MAX, samePlaceholders, useAddLanguage, type LanguageTexts } from './language.api';

export interface LanguageFormProps {
  open: boolean;
  onClose: () => void;
}

/** Adds a custom label key with its Chinese and English texts (/language/add). */
export function LanguageForm({ open, onClose }: LanguageFormProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<LanguageTexts>();
  const add = useAddLanguage(() => {
    form.resetFields();
    onClose();
  });
  const required = (key: 'i18n.language.fields.key' | 'i18n.language.fields.zh_CN' | 'i18n.language.fields.en_US') => ({
    required: true,
    whitespace: true,
    message: t('common.validation.required', [t(key)]),
  });

  return (
    <Modal
      open={open}
      title={t('i18n.language.actions.add')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('language-add-save')}
      destroyOnHidden
    >
      <Form<LanguageTexts> form={form} layout="vertical" onFinish={(values) => add.mutate({ key: values.key.trim(), zh_CN: values.zh_CN, en_US: values.en_US })}>
        <Form.Item
          name="key"
          label={t('i18n.language.fields.key')}
          extra={t('i18n.admin.language.keyHint')}
          rules={[required('i18n.language.fields.key'), { pattern: KEY_PATTERN, message: t('common.validation.invalid', [t('i18n.language.fields.key')]) }]}
        >
          <Input data-testid="language-add-key" maxLength={150} />
        </Form.Item>
        <Form.Item name="zh_CN" label={t('i18n.language.fields.zh_CN')} rules={[required('i18n.language.fields.zh_CN'), { max: TEXT_MAX }]}>
          <Input.TextArea data-testid="language-add-zh" autoSize={{ minRows: 1, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="en_US"
          label={t('i18n.language.fields.en_US')}
          dependencies={['zh_CN']}
          rules={[
            required('i18n.language.fields.en_US'),
            { max: TEXT_MAX },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                samePlaceholders(String(getFieldValue('zh_CN') ?? ''), value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('i18n.admin.errors.placeholders'))),
            }),
          ]}
        >
          <Input.TextArea data-testid="language-add-en" autoSize={{ minRows: 1, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
