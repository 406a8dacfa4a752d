import type { ChangeEvent, ReactElement } from 'react';
import { Button, Space, Tag } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { SERVICE_REQUEST_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  /** Most pictures it takes (six for a new request; what is left of them when adding to one). */
  max?: number;
  /** The hidden file input's id and test id, unique on the page. */
  inputId?: string;
  testId?: string;
}

/** The phone's camera (or its gallery) for up to six pictures; the server checks each one again. */
export function PhotoPicker({
  photos,
  onChange,
  max = SERVICE_REQUEST_LIMITS.photos,
  inputId = 'public-request-photo-input',
  testId = 'public-request-photos',
}: PhotoPickerProps): ReactElement {
  const { t } = useT();
  const add = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
    onChange([...photos, ...chosen].slice(0, max));
    event.target.value = '';
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button block icon={<CameraOutlined />} disabled={photos.length >= max} onClick={() => document.getElementById(inputId)?.click()}>
        {t('publicRequest.photos', [max])}
      </Button>
      {/* Not `hidden`: the page's styles show a hidden file input, and the browser's own "Choose Files" with it. */}
      <input id={inputId} type="file" accept="image/*" capture="environment" multiple style={{ display: 'none' }} onChange={add} data-testid={testId} />
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
