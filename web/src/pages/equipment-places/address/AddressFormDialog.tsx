import { useEffect, type ReactElement } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { addressPayload, useAddAddress, useUpdateAddress, type AddressFormValues, type AddressRow } from './address.api';

export interface AddressFormDialogProps {
  open: boolean;
  editing: AddressRow | null;
  onClose: () => void;
}

/** Add or edit an asset address: name (unique), address, lng/lat, contact, phone, remark. */
export function AddressFormDialog({ open, editing, onClose }: AddressFormDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<AddressFormValues>();
  const add = useAddAddress();
  const update = useUpdateAddress();

  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { ...editing } : { name: '', address: '' });
    else form.resetFields();
  }, [open, editing, form]);

  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    await (editing ? update : add).mutateAsync(addressPayload(values, editing?.id));
    onClose();
  };

  const required = (key: 'equipmentPlaces.address.fields.name' | 'equipmentPlaces.address.fields.address') => ({
    required: true,
    whitespace: true,
    message: t('common.validation.required', [t(key)]),
  });

  return (
    <Modal
      open={open}
      forceRender
      title={t(editing ? 'equipmentPlaces.address.editTitle' : 'equipmentPlaces.address.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('address-form-submit', { loading: add.isPending || update.isPending })}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<AddressFormValues> form={form} layout="vertical">
        <Form.Item name="name" label={t('equipmentPlaces.address.fields.name')} rules={[required('equipmentPlaces.address.fields.name'), { max: 100 }]}>
          <Input data-testid="address-form-name" />
        </Form.Item>
        <Form.Item name="address" label={t('equipmentPlaces.address.fields.address')} rules={[required('equipmentPlaces.address.fields.address'), { max: 255 }]}>
          <Input data-testid="address-form-address" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="lng" label={t('equipmentPlaces.common.lng')} style={{ flex: 1 }}>
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} data-testid="address-form-lng" />
          </Form.Item>
          <Form.Item name="lat" label={t('equipmentPlaces.common.lat')} style={{ flex: 1 }}>
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} data-testid="address-form-lat" />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="contact" label={t('equipmentPlaces.address.fields.contact')} rules={[{ max: 50 }]} style={{ flex: 1 }}>
            <Input data-testid="address-form-contact" />
          </Form.Item>
          <Form.Item name="phone" label={t('equipmentPlaces.address.fields.phone')} rules={[{ max: 30 }]} style={{ flex: 1 }}>
            <Input data-testid="address-form-phone" />
          </Form.Item>
        </div>
        <Form.Item name="remark" label={t('equipmentPlaces.common.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="address-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
