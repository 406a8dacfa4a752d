import { useMemo, useState, type ReactElement } from 'react';
import { Upload, type UploadedFile } from '@/components/Upload';
import { ORDER_BUSINESS_NO, uploadOrderFile, useRecordDetail } from '../record/record.api';
import type { WorkOrderTypeField } from './order-form.api';

interface Props {
  field: WorkOrderTypeField;
  /** The edited order (its files give the stored ids their names), or undefined while adding. */
  orderId?: number;
  value?: unknown;
  onChange?: (value: number[]) => void;
}

/**
 * A file or picture custom field: uploads through the files area unbound (the server binds them to the order on save,
 * as it does the order's attachments); the field's value is the list of file ids.
 */
export function CustomFileInput({ field, orderId, value, onChange }: Props): ReactElement {
  const record = useRecordDetail(orderId ?? 0, !!orderId);
  const ids = useMemo(() => (Array.isArray(value) ? (value as number[]) : []), [value]);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const files = useMemo(
    () =>
      ids.map((id): UploadedFile => {
        const known = uploaded.find((f) => Number(f.id) === id) ?? record.data?.attachments.find((a) => a.file_id === id);
        return known && 'file_id' in known ? { id, name: known.name, size: 0 } : (known ?? { id, name: `#${id}`, size: 0 });
      }),
    [ids, uploaded, record.data],
  );
  return (
    <div data-testid={`work-order-field-${field.code}`} aria-label={field.name}>
      <Upload
        upload={uploadOrderFile}
        businessNo={ORDER_BUSINESS_NO}
        mode={field.data_type === 'image' ? 'image' : 'file'}
        value={files}
        onChange={(next) => {
          setUploaded((prev) => [...prev, ...next.filter((f) => f.file && !prev.some((p) => p.id === f.id))]);
          onChange?.(next.map((f) => Number(f.id)));
        }}
      />
    </div>
  );
}
