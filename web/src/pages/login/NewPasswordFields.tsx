import type { ReactElement } from 'react';
import { Form, Input } from 'antd';
import { useT } from '@/i18n/t';
import { confirmRule, passwordRule, requiredRule } from './password-rules';

type LabelKey = 'web.login.password' | 'web.forgot.newPassword';

/** A new password and its confirmation, with the SPEC rules (letters and digits; both must match). */
export function NewPasswordFields({ labelKey, testIdPrefix }: { labelKey: LabelKey; testIdPrefix: string }): ReactElement {
  const { t } = useT();
  return (
    <>
      <Form.Item name="password" label={t(labelKey)} rules={[requiredRule(labelKey), passwordRule]}>
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-password`} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('web.forgot.confirmPassword')}
        dependencies={['password']}
        rules={[requiredRule('web.forgot.confirmPassword'), confirmRule('password')]}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
