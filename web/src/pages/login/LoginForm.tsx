import { useState, type ReactElement } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { BankOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { login, type LoginInput } from '@/api/session.api';
import { notifier } from '@/api/notifier';
import { ApiError } from '@/api/api-error';
import { preferencesStore } from '@/app/session-store';
import { isLang } from '@/i18n/i18n-instance';
import { switchLanguage } from '@/i18n/language';
import { useT } from '@/i18n/t';
import { requiredRule } from './password-rules';

/**
 * Account-or-phone and password. A refusal shows the server's translated message under the form; success
 * stores the session, and the route guard moves on to where the user wanted to go (or the shell). The enterprise
 * code field appears when the server says the account name is held in several enterprises.
 */
export function LoginForm({ onForgot, onRegister }: { onForgot: () => void; onRegister: () => void }): ReactElement {
  const { t } = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  const submit = async (values: LoginInput): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      const answer = await login(values, { silent: true, noLoading: true });
      notifier().success(t('identity.notifications.loginSucceeded'));
      if (isLang(answer.lang) && answer.lang !== preferencesStore.get().lang) void switchLanguage(answer.lang).catch(() => undefined);
    } catch (failure) {
      if (failure instanceof ApiError && failure.content?.key === 'identity.errors.enterpriseCodeRequired') setNeedsCode(true);
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : t('common.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<LoginInput> layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)} data-testid="login-form">
      <Form.Item name="account" rules={[requiredRule('web.login.account')]}>
        <Input prefix={<UserOutlined />} placeholder={t('web.login.accountPlaceholder')} autoComplete="username" data-testid="login-account" />
      </Form.Item>
      <Form.Item name="password" rules={[requiredRule('web.login.password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('web.login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {needsCode && (
        <Form.Item name="enterpriseCode" rules={[requiredRule('web.register.enterpriseCode')]}>
          <Input prefix={<BankOutlined />} placeholder={t('web.register.enterpriseCode')} autoComplete="organization" data-testid="login-enterprise-code" />
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('web.login.submit')}
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
        <Button type="link" size="small" onClick={onForgot} data-testid="login-forgot" style={{ paddingInline: 0 }}>
          {t('web.login.forgot')}
        </Button>
        <Button type="link" size="small" onClick={onRegister} data-testid="login-register" style={{ paddingInline: 0 }}>
          {t('web.login.register')}
        </Button>
      </div>
    </Form>
  );
}
