import { useState, type ReactElement } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { ApiError } from '@/api/api-error';
import { notifier } from '@/api/notifier';
import { useT } from '@/i18n/t';
import { ENTERPRISE_CODE_PATTERN } from '@/pages/platform/tenant-rules';
import { registerCompany, type RegisterCompanyInput } from './login.api';
import { NewPasswordFields } from './NewPasswordFields';
import { phoneRule, requiredRule } from './password-rules';

type Values = Omit<RegisterCompanyInput, 'claim'> & { confirmPassword: string };

/**
 * A company applies to register (/registerCompany); the platform operator approves it. When the company is already
 * registered the server says so (SPEC: "may apply to claim"), and the applicant can send the same form as a claim.
 */
export function CompanyRegisterForm({ onDone }: { onDone: () => void }): ReactElement {
  const { t } = useT();
  const [claimable, setClaimable] = useState<{ message: string; values: RegisterCompanyInput } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (input: RegisterCompanyInput): Promise<void> => {
    setBusy(true);
    try {
      await registerCompany(input, { silent: true });
      notifier().success(t('identity.notifications.companyRegistered'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.content?.key === 'identity.errors.companyRegistered' && !input.claim) setClaimable({ message: failure.message, values: input });
      else if (failure instanceof Error) notifier().error(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = ({ confirmPassword: _c, ...values }: Values): Promise<void> => {
    setClaimable(null);
    const trim = (text?: string): string | undefined => text?.trim() || undefined;
    const input = { ...values, enterpriseCode: values.enterpriseCode.trim(), enterpriseName: values.enterpriseName.trim(), account: values.account.trim(), phone: values.phone.trim(), job_no: trim(values.job_no) };
    return send(input);
  };

  const codeRule = {
    validator: (_: unknown, value?: string) => (!value || ENTERPRISE_CODE_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('platform.tenant.codeFormat')))),
  };

  return (
    <Form<Values> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} data-testid="company-register-form">
      <Form.Item name="enterpriseName" label={t('platform.registerCompany.enterpriseName')} rules={[requiredRule('platform.registerCompany.enterpriseName')]}>
        <Input data-testid="company-register-name" />
      </Form.Item>
      <Form.Item name="enterpriseCode" label={t('platform.registerCompany.enterpriseCode')} extra={t('platform.registerCompany.codeHint')} rules={[requiredRule('platform.registerCompany.enterpriseCode'), codeRule]}>
        <Input data-testid="company-register-code" />
      </Form.Item>
      <Form.Item name="name" label={t('platform.registerCompany.name')} rules={[requiredRule('platform.registerCompany.name')]}>
        <Input data-testid="company-register-person" />
      </Form.Item>
      <Form.Item name="account" label={t('platform.registerCompany.account')} rules={[requiredRule('platform.registerCompany.account')]}>
        <Input autoComplete="username" data-testid="company-register-account" />
      </Form.Item>
      <Form.Item name="phone" label={t('web.fields.phone')} rules={[requiredRule('web.fields.phone'), phoneRule]}>
        <Input autoComplete="tel" data-testid="company-register-phone" />
      </Form.Item>
      <Form.Item name="job_no" label={t('platform.registerCompany.jobNo')}>
        <Input data-testid="company-register-job-no" />
      </Form.Item>
      <NewPasswordFields labelKey="web.login.password" testIdPrefix="company-register" />
      {claimable && (
        <Alert
          type="warning"
          showIcon
          title={claimable.message}
          description={t('platform.registerCompany.claimHelp')}
          action={
            <Button size="small" loading={busy} onClick={() => void send({ ...claimable.values, claim: true })} data-testid="company-register-claim">
              {t('platform.registerCompany.claim')}
            </Button>
          }
          style={{ marginBottom: 16 }}
          data-testid="company-register-claimable"
        />
      )}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="company-register-submit">
        {t('platform.registerCompany.submit')}
      </Button>
      <Button type="link" block onClick={onDone} style={{ marginTop: 8 }}>
        {t('web.login.backToLogin')}
      </Button>
    </Form>
  );
}
