import type { ChangeEvent, ReactElement } from 'react';
import { Button, Space, Tag } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { SERVICE_REQUEST_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

/** The phone's camera (or its gallery) for up to six pictures; the server checks each one again. */
export function PhotoPicker({ photos, onChange }: { photos: readonly File[]; onChange: (photos: File[]) => void }): ReactElement {
  const { t } = useT();
  const add = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
    onChange([...photos, ...chosen].slice(0, SERVICE_REQUEST_LIMITS.photos));
    event.target.value = '';
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button block icon={<CameraOutlined />} disabled={photos.length >= SERVICE_REQUEST_LIMITS.photos} onClick={() => document.getElementById('public-request-photo-input')?.click()}>
        {t('publicRequest.photos', [SERVICE_REQUEST_LIMITS.photos])}
      </Button>
      <input id="public-request-photo-input" type="file" accept="image/*" capture="environment" multiple hidden onChange={add} data-testid="public-request-photos" />
      <Space wrap>
        {photos.map((photo, i) => (
          <Tag key={`${photo.name}-${i}`} closable onClose={() => onChange(photos.filter((_, j) => j !== i))}>
            {photo.name}
          </Tag>
        ))}
      </Space>
    </Space>
  );
}
