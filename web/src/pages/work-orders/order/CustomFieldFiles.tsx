import type { ReactElement } from 'react';
import { Descriptions, Image, Space, Typography } from 'antd';
import { fileLink } from '@/api/file-download';
import type { WorkOrderRow } from './work-order.api';
import { useTypeDetail } from './form/order-form.api';
import { ORDER_BUSINESS_NO, useRecordDetail } from './record/record.api';

/** The order's file and picture custom fields with their files (bound to the order on save), each a link; pictures shown small. */
export function CustomFieldFiles({ order }: { order: WorkOrderRow }): ReactElement | null {
  const type = useTypeDetail(order.type_id);
  const fields = (type.data?.fields ?? []).filter((f) => (f.data_type === 'file' || f.data_type === 'image') && !f.hidden);
  const values = (order.custom_fields ?? {}) as Record<string, unknown>;
  const filled = fields.filter((f) => Array.isArray(values[f.code]) && (values[f.code] as unknown[]).length);
  const record = useRecordDetail(order.id, filled.length > 0);
  if (!filled.length) return null;
  const held = record.data?.attachments ?? [];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginTop: 8 }}
      data-testid="work-order-field-files"
      items={filled.map((field) => ({
        key: field.code,
        label: field.name,
        children: (
          <Space wrap data-testid={`work-order-field-files-${field.code}`}>
            {(values[field.code] as number[]).map((id) => {
              const file = held.find((a) => a.file_id === id);
              const image = field.data_type === 'image' || file?.category === 'image';
              const href = fileLink(image ? '/getImg' : '/exportFile', { id, business_no: ORDER_BUSINESS_NO });
              return (
                <Space key={id} size={4}>
                  {image ? <Image width={48} height={48} style={{ objectFit: 'cover' }} src={href} alt={file?.name ?? String(id)} /> : null}
                  <Typography.Link href={href}>{file?.name ?? `#${id}`}</Typography.Link>
                </Space>
              );
            })}
          </Space>
        ),
      }))}
    />
  );
}
