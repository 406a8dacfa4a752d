import { useState, type ReactElement } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { SERVICE_REQUEST_LIMITS as LIMITS, type PublicServiceRequestProgress } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useT } from '@/i18n/t';
import { PhotoPicker } from './PhotoPicker';

interface Lookup {
  link: string;
  code: string;
  phone: string;
}

/** Sends photos and a note to an open request in one multipart post (no login; the number and phone it was looked up with). */
export const useRequestSupplement = () =>
  useMutation({
    mutationFn: ({ lookup, addition, photos }: { lookup: Lookup; addition: string; photos: readonly File[] }) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(lookup)) data.append(name, value);
      if (addition) data.append('addition', addition);
      for (const photo of photos) data.append('files', photo, photo.name);
      return call<PublicServiceRequestProgress>('/public/serviceRequest/supplement', data, { silent: true });
    },
  });

/**
 * While the request is still open, its requester adds photos (up to the limit with the ones it has) and a note the
 * staff read under its details; the server answers the request's progress after it.
 */
export function RequestSupplement({ lookup, held, onDone }: { lookup: Lookup; held: number; onDone: (progress: PublicServiceRequestProgress) => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ addition?: string }>();
  const [photos, setPhotos] = useState<File[]>([]);
  const [empty, setEmpty] = useState(false);
  const supplement = useRequestSupplement();
  const room = Math.max(LIMITS.photos - held, 0);
  const send = (values: { addition?: string }): void => {
    const addition = values.addition?.trim() ?? '';
    setEmpty(!addition && !photos.length);
    if (!addition && !photos.length) return;
    supplement.mutate(
      { lookup, addition, photos },
      {
        onSuccess: (progress) => {
          setPhotos([]);
          form.resetFields();
          onDone(progress);
        },
      },
    );
  };
  const refusal = empty ? t('serviceRequest.errors.nothingToAdd') : supplement.isError ? supplement.error.message : null;
  return (
    <Form form={form} layout="vertical" onFinish={send} style={{ marginTop: 12 }} data-testid="public-supplement">
      <Typography.Text strong>{t('publicRequest.supplement.title')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('publicRequest.supplement.hint', [held, LIMITS.photos])}</Typography.Paragraph>
      {room > 0 && (
        <Form.Item>
          <PhotoPicker photos={photos} onChange={setPhotos} max={room} inputId="public-supplement-photo-input" testId="public-supplement-photos" />
        </Form.Item>
      )}
      <Form.Item name="addition" label={t('publicRequest.supplement.note')}>
        <Input.TextArea rows={2} maxLength={LIMITS.addition} data-testid="public-supplement-note" />
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="public-supplement-error" />}
      {supplement.isSuccess && !refusal && <Alert type="success" showIcon title={t('publicRequest.supplement.done')} style={{ marginBottom: 12 }} data-testid="public-supplement-done" />}
      <Button type="primary" htmlType="submit" size="large" block loading={supplement.isPending} data-testid="public-supplement-submit">
        {t('publicRequest.supplement.submit')}
      </Button>
    </Form>
  );
}
