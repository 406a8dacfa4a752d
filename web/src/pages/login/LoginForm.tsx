import { useState, type FormEvent, type ReactElement } from 'react';
import { Alert, Button } from 'antd';
// The input and the password input alone: antd's Input barrel also brings TextArea, Search and OTP, which the
// login page (in the first chunk) does not need.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { BankOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { login, type LoginInput } from '@/api/session-calls';
import { notifier } from '@/api/notifier';
import { ApiError } from '@/api/api-error';
import { preferencesStore } from '@/app/session-store';
import { preloadShell } from '@/app/shell-parts';
import { isLang } from '@/i18n/i18n-instance';
import { switchLanguage } from '@/i18n/language';
import { translate, useT } from '@/i18n/t';

type Field = keyof LoginInput;
const LABELS = { account: 'web.login.account', password: 'web.login.password', enterpriseCode: 'web.register.enterpriseCode' } as const;

/** What is wrong with each field: both are required (an account of spaces counts as empty). */
const problemsOf = (values: LoginInput, needsCode: boolean): Partial<Record<Field, string>> => {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of needsCode ? (['account', 'password', 'enterpriseCode'] as const) : (['account', 'password'] as const)) {
    if (!values[field]?.trim()) problems[field] = translate('common.validation.required', [translate(LABELS[field])]);
  }
  return problems;
};

/**
 * Account-or-phone and password. A refusal shows the server's translated message under the form; success
 * stores the session, and the route guard moves on to where the user wanted to go (or the shell), whose scripts
 * started loading when the form was sent. A plain form (not antd's Form) keeps the login page's first chunk small.
 * The enterprise code field appears when the server says the account name is held in several enterprises.
 */
export function LoginForm({ onForgot, onRegister }: { onForgot: () => void; onRegister: () => void }): ReactElement {
  const { t } = useT();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [values, setValues] = useState<LoginInput>({ account: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  const change = (field: Field, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = problemsOf(values, needsCode);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError('');
    try {
      const answering = login(values, { silent: true, noLoading: true });
      // The shell's scripts load while the server checks the password (asked after it, so the login call does not
      // queue behind them); login() asks for the menu as soon as the session exists.
      preloadShell(from);
      const answer = await answering;
      notifier().success(t('identity.notifications.loginSucceeded'));
      if (isLang(answer.lang) && answer.lang !== preferencesStore.get().lang) void switchLanguage(answer.lang).catch(() => undefined);
    } catch (failure) {
      if (failure instanceof ApiError && failure.content?.key === 'identity.errors.enterpriseCodeRequired') setNeedsCode(true);
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : t('common.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const problem = (field: Field): ReactElement | null =>
    problems[field] ? (
      <div className="gy-login-problem" id={`login-${field}-problem`} role="alert">
        {problems[field]}
      </div>
    ) : null;

  return (
    <form className="gy-login-form" noValidate onSubmit={(event) => void submit(event)} data-testid="login-form">
      <div className="gy-login-field">
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('web.login.accountPlaceholder')}
          autoComplete="username"
          value={values.account}
          onChange={(event) => change('account', event.target.value)}
          status={problems.account ? 'error' : undefined}
          aria-invalid={Boolean(problems.account)}
          aria-describedby={problems.account ? 'login-account-problem' : undefined}
          data-testid="login-account"
        />
        {problem('account')}
      </div>
      <div className="gy-login-field">
        <Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('web.login.passwordPlaceholder')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          status={problems.password ? 'error' : undefined}
          aria-invalid={Boolean(problems.password)}
          aria-describedby={problems.password ? 'login-password-problem' : undefined}
          data-testid="login-password"
        />
        {problem('password')}
      </div>
      {needsCode && (
        <div className="gy-login-field">
          <Input
            size="large"
            prefix={<BankOutlined />}
            placeholder={t('web.register.enterpriseCode')}
            autoComplete="organization"
            value={values.enterpriseCode ?? ''}
            onChange={(event) => change('enterpriseCode', event.target.value)}
            status={problems.enterpriseCode ? 'error' : undefined}
            aria-invalid={Boolean(problems.enterpriseCode)}
            data-testid="login-enterprise-code"
          />
          {problem('enterpriseCode')}
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="login-submit">
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
    </form>
  );
}
