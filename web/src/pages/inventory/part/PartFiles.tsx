import { useState, type ReactElement } from 'react';
import { Button, Image, Space, Table, Typography } from 'antd';
import { links } from '@/api/file-download';
import { useSiteSettings } from '@/api/site-settings';
import { formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { IMAGE_TYPES, Upload, extensionOf } from '@/components/Upload';
import { useT } from '@/i18n/t';
import type { FileItem } from '@gengyun/contracts';
import { PART_BUSINESS_NO, uploadPartFile, useDeletePartFile, usePartFiles } from './part.api';

export interface PartFilesProps {
  partId: number;
  mayUpload: boolean;
  mayDelete: boolean;
}

const isImageName = (name: string): boolean => (IMAGE_TYPES as readonly string[]).includes(extensionOf(name));
const sizeText = (bytes: number): string => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Photos and documents of a spare part (business number `sparePart`), as the equipment's: pictures as thumbnails
 * within the enterprise's picture-count limit, the rest as a list; the server refuses disguised or oversize files.
 */
export function PartFiles({ partId, mayUpload, mayDelete }: PartFilesProps): ReactElement {
  const { t } = useT();
  const files = usePartFiles(partId);
  const remove = useDeletePartFile(partId);
  const [uploadRound, setUploadRound] = useState(0);
  const all = files.data ?? [];
  const photos = all.filter((file) => isImageName(file.name));
  const documents = all.filter((file) => !isImageName(file.name));
  const imageLimit = useSiteSettings().data?.image_count_limit;
  const deleteButton = (file: FileItem) => <ConfirmDelete testId={`part-file-delete-${file.id}`} onConfirm={() => remove.mutateAsync({ id: file.id })} />;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="part-files">
      {mayUpload && (
        <div data-testid="part-files-upload">
          <Upload
            key={uploadRound}
            upload={uploadPartFile}
            dataId={partId}
            businessNo={PART_BUSINESS_NO}
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
        <Typography.Title level={5}>{t('inventory.part.photos')}</Typography.Title>
        {photos.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {photos.map((file) => (
                <Space key={file.id} orientation="vertical" align="center" data-testid={`part-photo-${file.id}`}>
                  <Image width={96} height={96} style={{ objectFit: 'cover' }} src={links.image(file.id, PART_BUSINESS_NO)} alt={file.name} />
                  {mayDelete && deleteButton(file)}
                </Space>
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <EmptyState />
        )}
      </div>
      <div>
        <Typography.Title level={5}>{t('inventory.part.documents')}</Typography.Title>
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
              title: t('inventory.part.fileName'),
              render: (_v, file) => (
                <Button type="link" size="small" href={links.exportFile(file.id, PART_BUSINESS_NO)} data-testid={`part-file-${file.id}`}>
                  {file.name}
                </Button>
              ),
            },
            { key: 'size', title: t('inventory.part.fileSize'), width: 110, align: 'center', render: (_v, file) => sizeText(file.size) },
            { key: 'time', title: t('inventory.part.fileTime'), width: 180, align: 'center', render: (_v, file) => formatDate(file.create_time) },
            ...(mayDelete ? [{ key: 'actions', title: t('common.buttons.actions'), width: 100, align: 'center' as const, render: (_v: unknown, file: FileItem) => deleteButton(file) }] : []),
          ]}
        />
      </div>
    </Space>
  );
}
