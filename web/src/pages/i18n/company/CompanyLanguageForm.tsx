import { useEffect, useState, type ReactElement } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import type { Lang } from '@gengyun/contracts';
import { ChooseDialog } from '@/components/ChooseDialog';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { TEXT_MAX, type LanguageRow } from '../language/language.api';
import { keyChooseColumns } from './columns';
import { COMPANY_LANGS, fetchLanguageKeys, useSaveCompanyText, type CompanyTextInput, type CompanyTextRow } from './company-language.api';

export interface CompanyLanguageFormProps {
  open: boolean;
  /** The override being edited; null adds one. */
  row: CompanyTextRow | null;
  onClose: () => void;
}

/** Adds or edits an enterprise override (/languageCompany/update): key chosen from the store, language, text. */
export function CompanyLanguageForm({ open, row, onClose }: CompanyLanguageFormProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<CompanyTextInput>();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<LanguageRow | null>(null);
  const save = useSaveCompanyText(onClose);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    form.setFieldsValue(row ? { key: row.key, lang: row.lang, text: row.text } : { key: '', lang: 'zh_CN', text: '' });
  }, [open, row, form]);

  const fillStandardText = (picked: LanguageRow | null, lang: Lang): void => {
    if (picked && !form.getFieldValue('text')) form.setFieldValue('text', picked[lang]);
  };

  return (
    <Modal
      open={open}
      title={t(row ? 'i18n.admin.company.editTitle' : 'i18n.admin.company.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('language-company-save')}
      forceRender
    >
      <Form<CompanyTextInput> form={form} layout="vertical" onFinish={(values) => save.mutate({ key: values.key, lang: values.lang, text: values.text })}>
        <Form.Item label={t('i18n.language.fields.key')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="key" noStyle rules={[{ required: true, message: t('common.validation.pleaseChoose', [t('i18n.language.fields.key')]) }]}>
              <Input readOnly data-testid="language-company-key" />
            </Form.Item>
            {!row && (
              <Button onClick={() => setChoosing(true)} data-testid="language-company-choose-key">
                {t('i18n.admin.company.chooseKey')}
              </Button>
            )}
          </Space.Compact>
        </Form.Item>
        <Form.Item name="lang" label={t('i18n.language.fields.lang')} rules={[{ required: true }]}>
          <Select
            disabled={Boolean(row)}
            data-testid="language-company-lang"
            options={COMPANY_LANGS.map((lang) => ({ value: lang, label: t(lang === 'en_US' ? 'i18n.langs.en_US' : 'i18n.langs.zh_CN') }))}
            onChange={(lang: Lang) => fillStandardText(chosen, lang)}
          />
        </Form.Item>
        {chosen && (
          <Form.Item label={t('i18n.language.fields.defaultText')}>
            <Input.TextArea readOnly autoSize value={chosen[(form.getFieldValue('lang') as Lang | undefined) ?? 'zh_CN']} />
          </Form.Item>
        )}
        {row?.default_text !== undefined && row?.default_text !== null && (
          <Form.Item label={t('i18n.language.fields.defaultText')}>
            <Input.TextArea readOnly autoSize value={row.default_text} />
          </Form.Item>
        )}
        <Form.Item
          name="text"
          label={t('i18n.admin.company.text')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('i18n.admin.company.text')]) }, { max: TEXT_MAX }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} data-testid="language-company-text" />
        </Form.Item>
      </Form>
      <ChooseDialog<LanguageRow>
        open={choosing}
        nameKey="i18n.language.fields.key"
        primaryKey="key"
        fetcher={fetchLanguageKeys}
        columns={keyChooseColumns}
        onCancel={() => setChoosing(false)}
        onConfirm={([picked]) => {
          setChoosing(false);
          if (!picked) return;
          setChosen(picked);
          form.setFieldValue('key', picked.key);
          form.setFieldValue('text', '');
          fillStandardText(picked, (form.getFieldValue('lang') as Lang | undefined) ?? 'zh_CN');
        }}
      />
    </Modal>
  );
}
