import type { ReactElement } from 'react';
import { Divider, Form, Input, InputNumber, Modal } from 'antd';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { accountRules, confirmRules, maxLength, nameRules, passwordRules, required } from '@/pages/identity/identity-rules';
import { codeRules, limitRules, requiredPhoneRules } from '../tenant-rules';
import { toTenantBody, useAddTenant, type TenantInput } from './tenant.api';

type TenantValues = TenantInput & { confirmPassword: string };

/** Adds an enterprise with its first administrator (/tenant/add); the rules mirror AddTenantDto. */
export function TenantFormDialog({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<TenantValues>();
  const add = useAddTenant(onClose);
  return (
    <Modal
      open
      width={640}
      title={t('platform.tenant.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('tenant-form-submit')}
      destroyOnHidden
    >
      <Form<TenantValues> form={form} layout="vertical" onFinish={({ confirmPassword: _c, ...values }) => add.mutate(toTenantBody(values))}>
        <Form.Item name="code" label={t('platform.tenant.fields.code')} rules={codeRules}>
          <Input data-testid="tenant-form-code" />
        </Form.Item>
        <Form.Item name="name" label={t('platform.tenant.fields.name')} rules={[required('platform.tenant.fields.name'), maxLength('platform.tenant.fields.name', 100)]}>
          <Input data-testid="tenant-form-name" />
        </Form.Item>
        <Form.Item name="paid_user_limit" label={t('platform.tenant.fields.paidUserLimit')} rules={limitRules} extra={t('platform.tenant.limitFormat')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="tenant-form-limit" />
        </Form.Item>
        <Divider>{t('platform.tenant.adminSection')}</Divider>
        <Form.Item name="account" label={t('platform.tenant.fields.adminAccount')} rules={accountRules}>
          <Input autoComplete="off" data-testid="tenant-form-account" />
        </Form.Item>
        <Form.Item name="admin_name" label={t('platform.tenant.fields.adminName')} rules={nameRules}>
          <Input data-testid="tenant-form-admin-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('platform.tenant.fields.adminPhone')} rules={requiredPhoneRules}>
          <Input data-testid="tenant-form-phone" />
        </Form.Item>
        <Form.Item name="job_no" label={t('platform.tenant.fields.jobNo')} rules={[maxLength('platform.tenant.fields.jobNo', 50)]}>
          <Input data-testid="tenant-form-job-no" />
        </Form.Item>
        <Form.Item name="password" label={t('platform.tenant.fields.adminPassword')} rules={passwordRules} extra={t('identity.user.passwordHint')}>
          <Input.Password autoComplete="new-password" data-testid="tenant-form-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('identity.user.fields.confirmPassword')} dependencies={['password']} rules={confirmRules('password')}>
          <Input.Password autoComplete="new-password" data-testid="tenant-form-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
