import type { ReactElement } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { maxLength, required } from '../identity-rules';
import { useAddRole, useUpdateRole, type RoleInput, type RoleRow } from './role.api';

/** Adds a role, or edits one when `role` is given; rules mirror AddRoleDto (name required ≤ 50, remark ≤ 255). */
export function RoleFormDialog({ role, onClose }: { role?: RoleRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<RoleInput>();
  const add = useAddRole(onClose);
  const update = useUpdateRole(onClose);
  const saving = add.isPending || update.isPending;
  const submit = (values: RoleInput): void => {
    const body = { ...values, name: values.name.trim(), remark: values.remark?.trim(), is_admin: Boolean(values.is_admin) };
    if (role) update.mutate({ ...body, id: role.id });
    else add.mutate(body);
  };
  return (
    <Modal
      open
      title={t(role ? 'identity.role.editTitle' : 'identity.role.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'role-form-submit' }}
      destroyOnHidden
    >
      <Form<RoleInput>
        form={form}
        layout="vertical"
        initialValues={role ? { name: role.name, remark: role.remark ?? undefined, is_admin: role.is_admin } : { is_admin: false }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('identity.role.fields.name')} rules={[required('identity.role.fields.name'), maxLength('identity.role.fields.name', 50)]}>
          <Input data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('identity.role.fields.remark')} rules={[maxLength('identity.role.fields.remark', 255)]}>
          <Input.TextArea rows={3} data-testid="role-form-remark" />
        </Form.Item>
        <Form.Item name="is_admin" valuePropName="checked">
          <Checkbox data-testid="role-form-admin">{t('identity.role.fields.isAdmin')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
