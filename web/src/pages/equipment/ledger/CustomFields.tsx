import type { ReactElement } from 'react';
import { Col, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useOptionsQuery } from '@/api/hooks';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';

/** A field-library entry (/field/pageList). */
export interface FieldDef {
  id: number;
  code: string;
  name: string;
  data_type: string;
  option_key: string | null;
  required: boolean;
  hidden: boolean;
  sort: number;
}

/** Field types a ledger form can fill in (files and pictures belong to the documents tab). */
const SUPPORTED = new Set(['text', 'textarea', 'number', 'integer', 'date', 'datetime', 'select', 'multiSelect', 'radio', 'checkbox', 'switch']);

/** Visible, fillable field definitions in library order. */
export const formFields = (rows: readonly FieldDef[] | undefined): FieldDef[] =>
  (rows ?? []).filter((row) => !row.hidden && SUPPORTED.has(row.data_type)).sort((a, b) => a.sort - b.sort || a.id - b.id);

/** The enterprise's field library (first 100 entries). Users without the library's permission simply get none. */
export function useFieldLibrary() {
  return useQuery({
    queryKey: ['equipment', 'fieldLibrary'],
    queryFn: ({ signal }) => call<Page<FieldDef>>('/field/pageList', { pageNumber: 1, pageSize: 100 }, { noLoading: true, silent: true, signal }),
    staleTime: 30_000,
    retry: false,
  });
}

function OptionSelect({ field, ...rest }: { field: FieldDef; value?: unknown; onChange?: (value: unknown) => void; disabled?: boolean }): ReactElement {
  const options = useOptionsQuery(field.option_key ?? '', {}, Boolean(field.option_key));
  const multiple = field.data_type === 'multiSelect' || field.data_type === 'checkbox';
  return (
    <Select
      allowClear
      mode={multiple ? 'multiple' : undefined}
      options={(options.data ?? []).map((item) => ({ value: String(item.value), label: item.text }))}
      value={rest.value as string | string[] | undefined}
      onChange={rest.onChange}
      disabled={rest.disabled}
    />
  );
}

function FieldInput({ field, ...rest }: { field: FieldDef; value?: unknown; onChange?: (value: unknown) => void; disabled?: boolean }): ReactElement {
  switch (field.data_type) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} value={rest.value as string} onChange={(e) => rest.onChange?.(e.target.value)} disabled={rest.disabled} />;
    case 'number':
    case 'integer':
      return (
        <InputNumber style={{ width: '100%' }} precision={field.data_type === 'integer' ? 0 : undefined} value={rest.value as number} onChange={(v) => rest.onChange?.(v ?? undefined)} disabled={rest.disabled} />
      );
    case 'date':
    case 'datetime':
      return <DateInput value={rest.value as string} onChange={rest.onChange} disabled={rest.disabled} />;
    case 'switch':
      return <Switch checked={Boolean(rest.value)} onChange={rest.onChange} disabled={rest.disabled} />;
    case 'select':
    case 'multiSelect':
    case 'radio':
    case 'checkbox':
      return <OptionSelect field={field} {...rest} />;
    default:
      return <Input value={rest.value as string} onChange={(e) => rest.onChange?.(e.target.value)} disabled={rest.disabled} />;
  }
}

/** Form items `custom_fields.<code>` for the field library's visible entries; required ones are required. */
export function CustomFields({ disabled }: { disabled?: boolean }): ReactElement | null {
  const { t } = useT();
  const library = useFieldLibrary();
  const fields = formFields(library.data?.rows);
  if (!fields.length) return null;
  return (
    <>
      {fields.map((field) => (
        <Col xs={24} md={12} key={field.code}>
          <Form.Item
            name={['custom_fields', field.code]}
            label={field.name}
            rules={field.required ? [{ required: true, message: t('common.validation.required', [field.name]) }] : []}
          >
            <FieldInput field={field} disabled={disabled} />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}
