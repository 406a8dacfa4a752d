import { useEffect, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { Button, Card, Flex, Image, Progress, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { fileLink } from '@/api/file-download';
import { useT } from '@/i18n/t';
import { ORDER_BUSINESS_NO, useRecordDetail } from '../order/record/record.api';
import { uploadPhoto } from './field-upload';

export interface FieldPhotosProps {
  orderId: number;
  /** The caller records on this order: the camera button shows. */
  mayEdit: boolean;
}

interface Sending {
  key: number;
  name: string;
  percent: number;
  preview: string | null;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8, width: '100%' } as const;
const preview = (file: File): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/** The order's photos on a phone: the camera as one large button, each photo's upload progress, then thumbnails. */
export function FieldPhotos({ orderId, mayEdit }: FieldPhotosProps): ReactElement {
  const { t } = useT();
  const detail = useRecordDetail(orderId);
  const camera = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const next = useRef(0);
  const photos = (detail.data?.attachments ?? []).filter((f) => f.kind !== 'signature' && f.category === 'image');

  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const send = async (file: File): Promise<void> => {
    const key = ++next.current;
    const shown = preview(file);
    if (shown) previews.current.add(shown);
    setSending((list) => [...list, { key, name: file.name, percent: 0, preview: shown }]);
    const progress = (percent: number): void => setSending((list) => list.map((s) => (s.key === key ? { ...s, percent } : s)));
    try {
      await uploadPhoto(file, orderId, progress);
      await detail.refetch();
    } catch {
      // The refusal was shown as a toast; the photo is dropped from the queue and can be taken again.
    } finally {
      setSending((list) => list.filter((s) => s.key !== key));
      if (shown) {
        URL.revokeObjectURL(shown);
        previews.current.delete(shown);
      }
    }
  };
  const snap = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of picked) void send(file);
  };

  return (
    <Card size="small" title={t('workOrderField.photos')} data-testid="field-photos">
      <Flex vertical gap={12} style={{ width: '100%', minWidth: 0 }}>
        {mayEdit && (
          <>
            <Button type="primary" size="large" block icon={<CameraOutlined />} style={{ minHeight: 48 }} onClick={() => camera.current?.click()} data-testid="field-photos-camera">
              {t('workOrderField.takePhoto')}
            </Button>
            <input ref={camera} type="file" accept="image/*" capture="environment" multiple hidden onChange={snap} data-testid="field-photos-input" />
          </>
        )}
        {sending.map((s) => (
          <Flex key={s.key} gap={8} align="center" data-testid="field-photo-sending">
            {s.preview && <img src={s.preview} alt={s.name} style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4 }} />}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text ellipsis>{t('workOrderField.uploading', [s.name])}</Typography.Text>
              <Progress percent={s.percent} size="small" data-testid="field-photo-progress" />
            </Flex>
          </Flex>
        ))}
        {photos.length ? (
          <Image.PreviewGroup>
            <div style={GRID} data-testid="field-photo-grid">
              {photos.map((p) => (
                <Image
                  key={p.file_id}
                  src={fileLink('/getImg', { id: p.file_id, business_no: ORDER_BUSINESS_NO })}
                  alt={p.name}
                  width="100%"
                  style={{ aspectRatio: '1', objectFit: 'cover', borderRadius: 4 }}
                  data-testid={`field-photo-${p.file_id}`}
                />
              ))}
            </div>
          </Image.PreviewGroup>
        ) : (
          !sending.length && <Typography.Text type="secondary">{t('workOrderField.noPhotos')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
