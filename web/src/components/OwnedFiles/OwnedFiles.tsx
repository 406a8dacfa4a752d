import { useMemo, useState, type ReactElement } from 'react';
import { Button, Image, Space, Table, Typography } from 'antd';
import type { FileItem } from '@gengyun/contracts';
import { links } from '@/api/file-download';
import { useSiteSettings } from '@/api/site-settings';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { IMAGE_TYPES, Upload, extensionOf } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { ownedFileUploader, useDeleteOwnedFile, useOwnedFiles, type OwnedFilesKey } from './owned-files.api';

export interface OwnedFilesProps {
  /** The files area's owner: business number and record id. */
  businessNo: string;
  dataId: number;
  /** The list's query key (an area's own, so its other queries may invalidate it). */
  queryKey: OwnedFilesKey;
  mayUpload: boolean;
  mayDelete: boolean;
  /** Test ids: `<prefix>-files`, `<prefix>-files-upload`, `<prefix>-photo-<id>`, `<prefix>-file-<id>`, `<prefix>-file-delete-<id>`. */
  testIdPrefix: string;
}

const isImageName = (name: string): boolean => (IMAGE_TYPES as readonly string[]).includes(extensionOf(name));
const sizeText = (bytes: number): string => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The photos and documents of one record (equipment, spare part, …): pictures as thumbnails within the enterprise's
 * picture-count limit, the rest as a list; the server refuses disguised or oversize files.
 */
export function OwnedFiles({ businessNo, dataId, queryKey, mayUpload, mayDelete, testIdPrefix: prefix }: OwnedFilesProps): ReactElement {
  const { t } = useT();
  const files = useOwnedFiles(businessNo, dataId, queryKey);
  const remove = useDeleteOwnedFile(queryKey);
  const upload = useMemo(() => ownedFileUploader(businessNo), [businessNo]);
  // Remounting the picker empties its list once the files show below.
  const [uploadRound, setUploadRound] = useState(0);
  const all = files.data ?? [];
  const photos = all.filter((file) => isImageName(file.name));
  const documents = all.filter((file) => !isImageName(file.name));
  const imageLimit = useSiteSettings().data?.image_count_limit;
  const deleteButton = (file: FileItem) => <ConfirmDelete testId={`${prefix}-file-delete-${file.id}`} onConfirm={() => remove.mutateAsync({ id: file.id })} />;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid={`${prefix}-files`}>
      {mayUpload && (
        <div data-testid={`${prefix}-files-upload`}>
          <Upload
            key={uploadRound}
            upload={upload}
            dataId={dataId}
            businessNo={businessNo}
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
        <Typography.Title level={5}>{t('components.files.photos')}</Typography.Title>
        {photos.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {photos.map((file) => (
                <Space key={file.id} orientation="vertical" align="center" data-testid={`${prefix}-photo-${file.id}`}>
                  <Image width={96} height={96} style={{ objectFit: 'cover' }} src={links.image(file.id, businessNo)} alt={file.name} />
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
        <Typography.Title level={5}>{t('components.files.documents')}</Typography.Title>
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
              title: t('components.files.name'),
              render: (_v, file) => (
                <Button type="link" size="small" href={links.exportFile(file.id, businessNo)} data-testid={`${prefix}-file-${file.id}`}>
                  {file.name}
                </Button>
              ),
            },
            { key: 'size', title: t('components.files.size'), width: 110, align: 'center', render: (_v, file) => sizeText(file.size) },
            { key: 'time', title: t('components.files.time'), width: 180, align: 'center', render: (_v, file) => formatDate(file.create_time) },
            ...(mayDelete ? [{ key: 'actions', title: t('common.buttons.actions'), width: 100, align: 'center' as const, render: (_v: unknown, file: FileItem) => deleteButton(file) }] : []),
          ]}
        />
      </div>
    </Space>
  );
}
