import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { Button, Image, List, Space, Tag, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { fileLink } from '@/api/file-download';
import { formatDate } from '@/components/DataTable';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { EmptyState } from '@/components/EmptyState';
import { Upload } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { ORDER_BUSINESS_NO, uploadOrderFile, useRecordDetail, useRemoveAttachment, type WorkOrderAttachment } from './record.api';

export interface AttachmentsPanelProps {
  orderId: number;
  /** The caller records on this order (handler, person in charge or dispatcher, order not ended). */
  mayEdit: boolean;
}

/** The order's files and photos: who attached each, when and at which step; upload, take a photo, remove. */
export function AttachmentsPanel({ orderId, mayEdit }: AttachmentsPanelProps): ReactElement {
  const { t } = useT();
  const detail = useRecordDetail(orderId);
  const remove = useRemoveAttachment(orderId);
  const camera = useRef<HTMLInputElement>(null);
  // Remounting the picker empties its list once the files show below.
  const [round, setRound] = useState(0);
  const files = detail.data?.attachments ?? [];
  const refresh = (): void => {
    void detail.refetch();
    setRound((r) => r + 1);
  };
  const snap = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!picked.length) return;
    await uploadOrderFile(picked, { data_id: orderId });
    refresh();
  };
  const link = (f: WorkOrderAttachment): string => fileLink(f.category === 'image' ? '/getImg' : '/exportFile', { id: f.file_id, business_no: ORDER_BUSINESS_NO });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="wo-attachments">
      {mayEdit && (
        <Space wrap>
          <Upload key={round} upload={uploadOrderFile} dataId={orderId} businessNo={ORDER_BUSINESS_NO} onChange={refresh} />
          <Button icon={<CameraOutlined />} onClick={() => camera.current?.click()} data-testid="wo-attachments-camera">
            {t('workOrderAttachment.camera')}
          </Button>
          <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={(e) => void snap(e)} data-testid="wo-attachments-camera-input" />
        </Space>
      )}
      {files.length ? (
        <List
          size="small"
          dataSource={files}
          renderItem={(f) => (
            <List.Item
              key={f.file_id}
              data-testid={`wo-attachment-${f.file_id}`}
              actions={mayEdit ? [<ConfirmDelete key="remove" testId={`wo-attachment-remove-${f.file_id}`} onConfirm={() => remove.mutateAsync({ work_order_id: orderId, file_id: f.file_id })} />] : []}
            >
              <Space wrap>
                {f.category === 'image' ? <Image width={56} height={56} style={{ objectFit: 'cover' }} src={link(f)} alt={f.name} /> : null}
                <Typography.Link href={link(f)}>{f.name}</Typography.Link>
                <Tag>{t(`workOrderAttachment.steps.${f.step}`)}</Tag>
                {f.kind === 'signature' && <Tag color="blue">{t('workOrderField.kinds.signature')}</Tag>}
                <Typography.Text type="secondary">{t('workOrderAttachment.by', [f.user_name, formatDate(f.create_time)])}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <EmptyState />
      )}
    </Space>
  );
}
