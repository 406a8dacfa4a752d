import type { ReactElement } from 'react';
import { Form, Input, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { partnerBody, useSavePartner, type PartnerInput, type PartnerKind, type PartnerRow } from './partner.api';

const TITLES = {
  manufacturer: { add: 'equipment.partner.addManufacturer', edit: 'equipment.partner.editManufacturer' },
  supplier: { add: 'equipment.partner.addSupplier', edit: 'equipment.partner.editSupplier' },
} as const;

/** Add or edit a manufacturer or supplier (name unique per kind). */
export function PartnerFormDialog({ kind, row, onClose }: { kind: PartnerKind; row?: PartnerRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<PartnerInput>();
  const save = useSavePartner(kind, onClose);
  const initial: Partial<PartnerInput> = row
    ? { name: row.name, contact: row.contact ?? undefined, phone: row.phone ?? undefined, address: row.address ?? undefined, remark: row.remark ?? undefined }
    : {};
  const max = (n: number) => ({ max: n });
  return (
    <Modal
      open
      title={t(TITLES[kind][row ? 'edit' : 'add'])}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('eqpt-partner-submit', { loading: save.add.isPending || save.update.isPending })}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<PartnerInput> form={form} layout="vertical" initialValues={initial} onFinish={(values) => (row ? save.update : save.add).mutate(partnerBody(values, row?.id))}>
        <Form.Item
          name="name"
          label={t('equipment.partner.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('equipment.partner.fields.name')]) }, max(100)]}
        >
          <Input data-testid="eqpt-partner-name" />
        </Form.Item>
        <Form.Item name="contact" label={t('equipment.partner.fields.contact')} rules={[max(50)]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('equipment.partner.fields.phone')} rules={[max(30)]}>
          <Input />
        </Form.Item>
        <Form.Item name="address" label={t('equipment.partner.fields.address')} rules={[max(255)]}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('equipment.partner.fields.remark')} rules={[max(255)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
