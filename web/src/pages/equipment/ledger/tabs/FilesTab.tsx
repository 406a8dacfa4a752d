import { useState, type ReactElement } from 'react';
import { Button, Image, Space, Table, Typography } from 'antd';
import { links } from '@/api/file-download';
import { useSiteSettings } from '@/api/site-settings';
import { formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { IMAGE_TYPES, Upload, extensionOf } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { EQUIPMENT_BUSINESS_NO, uploadEquipmentFile, useDeleteFile, useEquipmentFiles, type FileItem } from '../equipment.api';

export interface FilesTabProps {
  equipmentId: number;
  mayUpload: boolean;
  mayDelete: boolean;
}

const isImageName = (name: string): boolean => (IMAGE_TYPES as readonly string[]).includes(extensionOf(name));
const sizeText = (bytes: number): string => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Documents and photos of the equipment (business number `equipment`): pictures as thumbnails, the rest as a list. */
export function FilesTab({ equipmentId, mayUpload, mayDelete }: FilesTabProps): ReactElement {
  const { t } = useT();
  const files = useEquipmentFiles(equipmentId);
  const remove = useDeleteFile(equipmentId);
  // Remounting the picker empties its list once the files show below.
  const [uploadRound, setUploadRound] = useState(0);
  const all = files.data ?? [];
  const photos = all.filter((file) => isImageName(file.name));
  const documents = all.filter((file) => !isImageName(file.name));
  const imageLimit = useSiteSettings().data?.image_count_limit;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {mayUpload && (
        <div data-testid="eqpt-files-upload">
          <Upload
            key={uploadRound}
            upload={uploadEquipmentFile}
            dataId={equipmentId}
            businessNo={EQUIPMENT_BUSINESS_NO}
            imageLimit={imageLimit}
            heldImages={photos.length}
            onChange={() => {
              void files.refetch();
              setUploadRound((round) => round + 1);
            }}
          />
        </div>
      )}
      <div>
        <Typography.Title level={5}>{t('equipment.ledger.files.photos')}</Typography.Title>
        {photos.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {photos.map((file) => (
                <Space key={file.id} orientation="vertical" align="center" data-testid={`eqpt-photo-${file.id}`}>
                  <Image width={96} height={96} style={{ objectFit: 'cover' }} src={links.image(file.id, EQUIPMENT_BUSINESS_NO)} alt={file.name} />
                  {mayDelete && <ConfirmDelete testId={`eqpt-file-delete-${file.id}`} onConfirm={() => remove.mutateAsync({ id: file.id })} />}
                </Space>
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <EmptyState />
        )}
      </div>
      <div>
        <Typography.Title level={5}>{t('equipment.ledger.files.documents')}</Typography.Title>
        <Table<FileItem>
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          dataSource={documents}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            {
              key: 'name',
              title: t('equipment.ledger.files.name'),
              render: (_v, file) => (
                <Button type="link" size="small" href={links.exportFile(file.id, EQUIPMENT_BUSINESS_NO)} data-testid={`eqpt-file-${file.id}`}>
                  {file.name}
                </Button>
              ),
            },
            { key: 'size', title: t('equipment.ledger.files.size'), width: 110, align: 'center', render: (_v, file) => sizeText(file.size) },
            { key: 'time', title: t('equipment.ledger.files.time'), width: 180, align: 'center', render: (_v, file) => formatDate(file.create_time) },
            ...(mayDelete
              ? [{ key: 'actions', title: t('common.buttons.actions'), width: 100, align: 'center' as const, render: (_v: unknown, file: FileItem) => <ConfirmDelete testId={`eqpt-file-delete-${file.id}`} onConfirm={() => remove.mutateAsync({ id: file.id })} /> }]
              : []),
          ]}
        />
      </div>
    </Space>
  );
}
