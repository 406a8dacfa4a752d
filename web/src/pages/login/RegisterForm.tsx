import type { ReactElement } from 'react';
import { Button, Form, Input } from 'antd';
import { useT } from '@/i18n/t';
import { register, type RegisterInput } from './login.api';
import { phoneRule, requiredRule } from './password-rules';
import { NewPasswordFields } from './NewPasswordFields';

type RegisterValues = RegisterInput & { confirmPassword: string };

/** Self-registration: enterprise code, account, name, phone, password (+ confirm, checked here only). */
export function RegisterForm({ onDone }: { onDone: () => void }): ReactElement {
  const { t } = useT();
  const submit = async ({ confirmPassword: _confirm, ...values }: RegisterValues): Promise<void> => {
    await register({ ...values, account: values.account.trim(), phone: values.phone.trim() });
    onDone();
  };
  return (
    <Form<RegisterValues> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values).catch(() => undefined)} data-testid="register-form">
      <Form.Item name="enterpriseCode" label={t('web.register.enterpriseCode')} rules={[requiredRule('web.register.enterpriseCode')]}>
        <Input data-testid="register-enterprise" />
      </Form.Item>
      <Form.Item name="account" label={t('web.login.account')} rules={[requiredRule('web.login.account')]}>
        <Input autoComplete="username" data-testid="register-account" />
      </Form.Item>
      <Form.Item name="name" label={t('web.fields.name')} rules={[requiredRule('web.fields.name')]}>
        <Input data-testid="register-name" />
      </Form.Item>
      <Form.Item name="phone" label={t('web.fields.phone')} rules={[requiredRule('web.fields.phone'), phoneRule]}>
        <Input autoComplete="tel" data-testid="register-phone" />
      </Form.Item>
      <NewPasswordFields labelKey="web.login.password" testIdPrefix="register" />
      <Button type="primary" htmlType="submit" block data-testid="register-submit">
        {t('web.register.submit')}
      </Button>
      <Button type="link" block onClick={onDone} style={{ marginTop: 8 }}>
        {t('web.login.backToLogin')}
      </Button>
    </Form>
  );
}
