import { useState, type ReactElement } from 'react';
import { Button, Drawer, Form, Input, Select, Space, TreeSelect } from 'antd';
import { SERVICE_REQUEST_LIMITS as LIMITS, type LocationNode } from '@gengyun/contracts';
import { Upload, type UploadedFile } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { uploadRequestPhoto, useAddRequest, useEquipmentChoices, useLocationChoices } from './service-request.api';

interface RequestValues {
  title: string;
  description?: string;
  equipment_id?: number;
  location_id?: number;
  photos?: UploadedFile[];
}

type TreeNode = { value: number; title: string; children: TreeNode[] };
const toTree = (nodes: readonly LocationNode[]): TreeNode[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

/** A member of staff raises a request: the problem, the equipment (or, without one, the location) and photos. */
export function RequestFormDrawer({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<RequestValues>();
  const add = useAddRequest(onClose);
  const [keyword, setKeyword] = useState('');
  const equipment = useEquipmentChoices(keyword);
  const locations = useLocationChoices();
  const equipmentId = Form.useWatch('equipment_id', form);
  const submit = (values: RequestValues): void =>
    add.mutate({
      title: values.title.trim(),
      description: values.description?.trim() || undefined,
      equipment_id: values.equipment_id,
      location_id: values.equipment_id ? undefined : values.location_id,
      photo_ids: (values.photos ?? []).map((photo) => Number(photo.id)),
    });

  return (
    <Drawer
      open
      size={520}
      title={t('serviceRequest.add.title')}
      onClose={onClose}
      data-testid="service-request-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={add.isPending} onClick={() => form.submit()} data-testid="service-request-form-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<RequestValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="title"
          label={t('serviceRequest.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('serviceRequest.fields.title')]) }]}
        >
          <Input maxLength={LIMITS.title} data-testid="service-request-form-title" />
        </Form.Item>
        <Form.Item name="description" label={t('serviceRequest.fields.description')}>
          <Input.TextArea rows={3} maxLength={LIMITS.description} />
        </Form.Item>
        <Form.Item name="equipment_id" label={t('serviceRequest.fields.equipment')}>
          <Select<number>
            allowClear
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            aria-label={t('serviceRequest.fields.equipment')}
            options={(equipment.data?.rows ?? []).map((e) => ({ value: e.id, label: `${e.asset_code} ${e.asset_name}` }))}
          />
        </Form.Item>
        {!equipmentId && (
          <Form.Item
            name="location_id"
            label={t('serviceRequest.fields.location')}
            extra={t('serviceRequest.add.placeHint')}
            rules={[{ required: true, message: t('serviceRequest.errors.placeRequired') }]}
          >
            <TreeSelect<number> allowClear treeDefaultExpandAll aria-label={t('serviceRequest.fields.location')} treeData={toTree(locations.data ?? [])} />
          </Form.Item>
        )}
        <Form.Item name="photos" label={t('serviceRequest.fields.photos')} valuePropName="value">
          <Upload upload={uploadRequestPhoto} mode="image" maxCount={LIMITS.photos} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
