import type { ReactElement } from 'react';
import dayjs from 'dayjs';
import { DatePicker, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useOptionsQuery } from '@/api/hooks';
import type { WorkOrderTypeField } from './order-form.api';
import { CustomFileInput } from './CustomFileInput';

interface Props {
  field: WorkOrderTypeField;
  /** The edited order, whose files name a file field's stored ids. */
  orderId?: number;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The choices of an option field: the type's allowed subset, or else the field's option list. */
function useChoices(field: WorkOrderTypeField): Array<{ value: string; label: string }> {
  const listed = useOptionsQuery(field.option_key ?? '', {}, !field.options && !!field.option_key);
  if (field.options) return field.options.map((value) => ({ value, label: (listed.data ?? []).find((o) => String(o.value) === value)?.text ?? value }));
  return (listed.data ?? []).map((o) => ({ value: String(o.value), label: o.text }));
}

/** One custom field of the order's type, drawn by its data type (Form.Item passes value and onChange). */
export function CustomFieldInput({ field, orderId, value, onChange }: Props): ReactElement {
  const choices = useChoices(field);
  const testId = `work-order-field-${field.code}`;
  const common = { 'aria-label': field.name, 'data-testid': testId };
  switch (field.data_type) {
    case 'textarea':
      return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 5 }} value={value as string} onChange={(e) => onChange?.(e.target.value)} />;
    case 'number':
    case 'integer':
      return <InputNumber {...common} style={{ width: '100%' }} precision={field.data_type === 'integer' ? 0 : undefined} value={value as number} onChange={(next) => onChange?.(next ?? undefined)} />;
    case 'date':
    case 'datetime':
      return <DatePicker {...common} style={{ width: '100%' }} showTime={field.data_type === 'datetime'} value={typeof value === 'string' ? dayjs(value) : (value as never)} onChange={(next) => onChange?.(next ?? undefined)} />;
    case 'switch':
      return <Switch {...common} checked={Boolean(value)} onChange={(next) => onChange?.(next)} />;
    case 'radio':
      return <Radio.Group {...common} options={choices} value={value} onChange={(e) => onChange?.(e.target.value)} />;
    case 'select':
    case 'multiSelect':
    case 'checkbox':
      return <Select {...common} allowClear mode={field.data_type === 'select' ? undefined : 'multiple'} options={choices} value={value as string} onChange={(next) => onChange?.(next)} />;
    case 'file':
    case 'image':
      return <CustomFileInput field={field} orderId={orderId} value={value} onChange={onChange} />;
    case 'text':
      return <Input {...common} value={value as string} onChange={(e) => onChange?.(e.target.value)} />;
  }
}
