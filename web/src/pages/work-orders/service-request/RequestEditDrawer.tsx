import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { SERVICE_REQUEST_LIMITS as LIMITS } from '@gengyun/contracts';
import { Upload, type UploadedFile } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { uploadRequestPhoto, useEditRequest, type ServiceRequestDetail } from './service-request.api';

interface EditValues {
  title: string;
  description?: string;
  photos?: UploadedFile[];
}

/**
 * An open request's problem, details and photos, at the version read: the photos it keeps stay, the ones taken out of
 * the list are removed, new ones are uploaded unbound and bound when it is saved (the server checks the total).
 */
export function RequestEditDrawer({ request, onClose }: { request: ServiceRequestDetail; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<EditValues>();
  const save = useEditRequest(onClose);
  const held = request.photos.map((photo) => photo.id);
  const submit = (values: EditValues): void => {
    const ids = (values.photos ?? []).map((photo) => Number(photo.id));
    save.mutate({
      id: request.id,
      version: request.version,
      title: values.title.trim(),
      description: values.description?.trim() || undefined,
      add_photo_ids: ids.filter((id) => !held.includes(id)),
      remove_photo_ids: held.filter((id) => !ids.includes(id)),
    });
  };

  return (
    <Drawer
      open
      size={520}
      title={t('serviceRequest.edit.title', [request.code])}
      onClose={onClose}
      data-testid="service-request-edit"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="service-request-edit-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ title: request.title, description: request.description ?? '', photos: request.photos.map((photo) => ({ id: photo.id, name: photo.name, size: 0 })) }}
      >
        <Form.Item
          name="title"
          label={t('serviceRequest.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('serviceRequest.fields.title')]) }]}
        >
          <Input maxLength={LIMITS.title} data-testid="service-request-edit-title" />
        </Form.Item>
        <Form.Item name="description" label={t('serviceRequest.fields.description')}>
          <Input.TextArea rows={3} maxLength={LIMITS.description} data-testid="service-request-edit-description" />
        </Form.Item>
        <Form.Item name="photos" label={t('serviceRequest.fields.photos')} extra={t('serviceRequest.edit.photosHint', [LIMITS.photos])} valuePropName="value">
          <Upload upload={uploadRequestPhoto} mode="image" maxCount={LIMITS.photos} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
