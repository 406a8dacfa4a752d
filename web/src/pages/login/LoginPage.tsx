import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { importWithTimeout } from '@/api/chunk-errors';
import { goSns } from '@/api/session-calls';
import { useT } from '@/i18n/t';
import { LoginForm } from './LoginForm';
import { LoginPreferences } from './LoginPreferences';

/** Forgot-password and registration load when asked for; the sign-in form is all the first paint needs. */
const ForgotPasswordForm = lazy(() => importWithTimeout(() => import('./ForgotPasswordForm')).then((m) => ({ default: m.ForgotPasswordForm })));
const RegisterForm = lazy(() => importWithTimeout(() => import('./RegisterForm')).then((m) => ({ default: m.RegisterForm })));
const CompanyRegisterForm = lazy(() => importWithTimeout(() => import('./CompanyRegisterForm')).then((m) => ({ default: m.CompanyRegisterForm })));

type Mode = 'login' | 'forgot' | 'register' | 'company';

const TITLES = { login: 'web.login.title', forgot: 'web.forgot.title', register: 'web.register.title', company: 'platform.registerCompany.title' } as const;

/** /login: sign in, forgot password, self-registration; `?token=` hands off a companion-app session. */
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
      <LoginPreferences />
      <div className="gy-login-panel">
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <span className="gy-shell-brand-mark" style={{ width: 40, height: 40, borderRadius: 10 }} />
        </div>
        <h1 className="gy-login-title">{t(TITLES[mode])}</h1>
        <div className="gy-login-subtitle">{t('web.login.subtitle')}</div>
        {mode === 'login' && <LoginForm onForgot={() => setMode('forgot')} onRegister={() => setMode('register')} />}
        <Suspense fallback={null}>
          {mode === 'forgot' && <ForgotPasswordForm onDone={() => setMode('login')} />}
          {mode === 'register' && <RegisterForm onDone={() => setMode('login')} />}
          {mode === 'register' && (
            <Button type="link" block onClick={() => setMode('company')} data-testid="register-company">
              {t('platform.registerCompany.link')}
            </Button>
          )}
          {mode === 'company' && <CompanyRegisterForm onDone={() => setMode('login')} />}
        </Suspense>
      </div>
    </div>
  );
}
