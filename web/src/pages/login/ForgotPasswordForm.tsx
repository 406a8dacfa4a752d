import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useT } from '@/i18n/t';
import { RESET_REDIRECT_MS, resetPassword, sendResetCode, SMS_RESEND_SECONDS, verifyResetCode, type ResetInput } from './login.api';
import { phoneRule, requiredRule } from './password-rules';
import { useCountdown } from './use-countdown';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Phone → SMS code (60 s resend countdown) → verified → new password and confirm (letters and digits,
 * must match) → success message, back to the login form after 3 s.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<ResetInput>();
  const [verified, setVerified] = useState(false);
  const [done, setDone] = useState(false);
  const { remaining, start } = useCountdown(SMS_RESEND_SECONDS);
  const finish = useRef(onDone);
  finish.current = onDone;

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => finish.current(), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const sendCode = async (): Promise<void> => {
    const { phone } = await form.validateFields(['phone']);
    await sendResetCode(phone.trim());
    start();
  };

  const submit = async (values: ResetInput): Promise<void> => {
    if (!verified) {
      await verifyResetCode(values.phone.trim(), values.code.trim());
      setVerified(true);
      return;
    }
    await resetPassword({ ...values, phone: values.phone.trim(), code: values.code.trim() });
    setDone(true);
  };

  return (
    <Form<ResetInput> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values).catch(() => undefined)} data-testid="forgot-form">
      <Form.Item name="phone" label={t('web.fields.phone')} rules={[requiredRule('web.fields.phone'), phoneRule]}>
        <Input disabled={verified} autoComplete="tel" data-testid="forgot-phone" />
      </Form.Item>
      <Form.Item label={t('web.forgot.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[requiredRule('web.forgot.code')]}>
            <Input disabled={verified} maxLength={8} data-testid="forgot-code" />
          </Form.Item>
          <Button disabled={remaining > 0 || verified} onClick={() => void sendCode().catch(() => undefined)} data-testid="forgot-send-code">
            {remaining > 0 ? t('web.forgot.resendIn', [remaining]) : t('web.forgot.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {verified && (
        <NewPasswordFields labelKey="web.forgot.newPassword" testIdPrefix="forgot" />
      )}
      <Button type="primary" htmlType="submit" block disabled={done} data-testid="forgot-submit">
        {t(verified ? 'web.forgot.reset' : 'web.forgot.verify')}
      </Button>
      <Button type="link" block onClick={onDone} style={{ marginTop: 8 }} data-testid="forgot-back">
        {t('web.login.backToLogin')}
      </Button>
    </Form>
  );
}
