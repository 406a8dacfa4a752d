import type { ReactElement } from 'react';
import { Form, Input, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { confirmRules, passwordRules } from '../identity-rules';
import { useResetPassword, type UserRow } from './user.api';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Sets a new password for a user (/user/resetPassword); the rules mirror ResetPasswordDto. */
export function ResetPasswordDialog({ user, onClose }: { user: Pick<UserRow, 'id' | 'account'>; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword(onClose);
  return (
    <Modal
      open
      title={t('identity.user.resetTitle', [user.account])}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'user-reset-submit' }}
      destroyOnHidden
    >
      <Form<ResetValues> form={form} layout="vertical" onFinish={(values) => reset.mutate({ id: user.id, password: values.password })}>
        <Form.Item name="password" label={t('identity.user.fields.password')} rules={passwordRules} extra={t('identity.user.passwordHint')}>
          <Input.Password autoComplete="new-password" data-testid="user-reset-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('identity.user.fields.confirmPassword')} dependencies={['password']} rules={confirmRules('password')}>
          <Input.Password autoComplete="new-password" data-testid="user-reset-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
