import { useEffect, useState, type ReactElement } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { goSns } from '@/api/session.api';
import { LanguageSwitch, ThemeSwitch } from '@/app/PreferenceSwitches';
import { useT } from '@/i18n/t';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { CompanyRegisterForm } from './CompanyRegisterForm';
import { RegisterForm } from './RegisterForm';

type Mode = 'login' | 'forgot' | 'register' | 'company';

const TITLES = { login: 'web.login.title', forgot: 'web.forgot.title', register: 'web.register.title', company: 'platform.registerCompany.title' } as const;

/** /login: sign in, forgot password, self-registration (joining an enterprise, or a company); `?token=` hands off a companion-app session. */
export function LoginPage(): ReactElement {
  const { t } = useT();
  const [mode, setMode] = useState<Mode>('login');
  const [params, setParams] = useSearchParams();
  const handOff = params.get('token');

  useEffect(() => {
    if (!handOff) return;
    setParams({}, { replace: true });
    void goSns(handOff).catch(() => undefined);
  }, [handOff, setParams]);

  return (
    <div className="gy-login" data-testid="login-page">
      <div className="gy-login-corner">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      <div className="gy-login-panel">
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <span className="gy-shell-brand-mark" style={{ width: 40, height: 40, borderRadius: 10 }} />
        </div>
        <h1 className="gy-login-title">{t(TITLES[mode])}</h1>
        <div className="gy-login-subtitle">{t('web.login.subtitle')}</div>
        {mode === 'login' && <LoginForm onForgot={() => setMode('forgot')} onRegister={() => setMode('register')} />}
        {mode === 'forgot' && <ForgotPasswordForm onDone={() => setMode('login')} />}
        {mode === 'register' && <RegisterForm onDone={() => setMode('login')} />}
        {mode === 'register' && (
          <Button type="link" block onClick={() => setMode('company')} data-testid="register-company">
            {t('platform.registerCompany.link')}
          </Button>
        )}
        {mode === 'company' && <CompanyRegisterForm onDone={() => setMode('login')} />}
      </div>
    </div>
  );
}
