import { useEffect, useMemo, type ReactElement } from 'react';
import { AutoComplete, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import type { Page } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import type { DictTypeRow } from '../dict/dictionary.api';
import {
  FIELD_CODE_PATTERN,
  FIELD_DATA_TYPES,
  PROVIDED_OPTION_KEYS,
  dataTypeLabel,
  hiddenRequiredError,
  needsOptions,
  optionKeyError,
  useSaveField,
  type FieldInput,
  type FieldRow,
} from './field.api';

export interface FieldFormProps {
  open: boolean;
  row: FieldRow | null;
  onClose: () => void;
}

const EMPTY: FieldInput = { code: '', name: '', data_type: 'text', option_key: undefined, required: false, hidden: false, sort: 0, remark: '' };

/** Adds or edits a field definition; hidden fields cannot be required, select-like types need an option source. */
export function FieldForm({ open, row, onClose }: FieldFormProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<FieldInput>();
  const save = useSaveField(onClose);
  const dataType = Form.useWatch('data_type', form);
  const hidden = Form.useWatch('hidden', form);
  const types = useCallQuery<Page<DictTypeRow>>(['dictionary', 'types', 'codes'], '/dict/type/pageList', { pageNumber: 1, pageSize: 100 }, { enabled: open, silent: true });
  const optionSources = useMemo(
    () => [...new Set([...(types.data?.rows ?? []).map((type) => type.code), ...PROVIDED_OPTION_KEYS])].map((value) => ({ value })),
    [types.data],
  );

  useEffect(() => {
    if (open) form.setFieldsValue(row ? { ...row, option_key: row.option_key ?? undefined, remark: row.remark ?? '' } : EMPTY);
  }, [open, row, form]);

  // Hiding a field clears "required" (the server refuses both together).
  useEffect(() => {
    if (hidden && form.getFieldValue('required')) form.setFieldValue('required', false);
  }, [hidden, form]);

  return (
    <Modal
      open={open}
      title={t(row ? 'dictionary.admin.field.editTitle' : 'dictionary.admin.field.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('field-save')}
      forceRender
    >
      <Form<FieldInput> form={form} layout="vertical" onFinish={(values) => save.save({ ...values, id: row?.id })}>
        <Form.Item
          name="code"
          label={t('dictionary.field.fields.code')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('dictionary.field.fields.code')]) },
            { pattern: FIELD_CODE_PATTERN, message: t('common.validation.invalid', [t('dictionary.field.fields.code')]) },
          ]}
        >
          <Input maxLength={64} data-testid="field-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dictionary.field.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('dictionary.field.fields.name')]) }, { max: 100 }]}
        >
          <Input data-testid="field-name" />
        </Form.Item>
        <Form.Item name="data_type" label={t('dictionary.field.fields.dataType')} rules={[{ required: true }]}>
          <Select
            data-testid="field-data-type"
            options={FIELD_DATA_TYPES.map((value) => ({ value, label: t(dataTypeLabel(value)) }))}
            onChange={(value: FieldInput['data_type']) => {
              if (!needsOptions(value)) form.setFieldValue('option_key', undefined);
            }}
          />
        </Form.Item>
        {needsOptions(dataType) && (
          <Form.Item
            name="option_key"
            label={t('dictionary.field.fields.optionKey')}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const error = optionKeyError({ data_type: form.getFieldValue('data_type') as FieldInput['data_type'], option_key: value });
                  return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
                },
              },
            ]}
          >
            <AutoComplete options={optionSources} filterOption data-testid="field-option-key" />
          </Form.Item>
        )}
        <Form.Item name="hidden" label={t('dictionary.field.fields.hidden')} valuePropName="checked">
          <Switch data-testid="field-hidden" />
        </Form.Item>
        <Form.Item
          name="required"
          label={t('dictionary.field.fields.required')}
          valuePropName="checked"
          dependencies={['hidden']}
          extra={hidden ? t('common.validation.hiddenRequired') : undefined}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: boolean | undefined) => {
                const error = hiddenRequiredError({ hidden: Boolean(getFieldValue('hidden')), required: Boolean(value) });
                return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
              },
            }),
          ]}
        >
          <Switch disabled={Boolean(hidden)} data-testid="field-required" />
        </Form.Item>
        <Form.Item name="sort" label={t('dictionary.item.fields.sort')}>
          <InputNumber min={0} precision={0} data-testid="field-sort" />
        </Form.Item>
        <Form.Item name="remark" label={t('systemAdmin.common.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
