import type { ReactElement } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { endSession } from '@/api/session-end';
import { useT } from '@/i18n/t';
import { requiredRule } from '@/pages/login/password-rules';
import { changePassword, type ChangePasswordInput } from './personal.api';
import { NewPasswordFields } from '@/pages/login/NewPasswordFields';

/** /gengyun/my/password: old, new and confirm; success ends the session ("log in again") and goes to login. */
export function MyPasswordPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      endSession();
      void navigate('/login', { replace: true });
    },
  });
  return (
    <Card title={t('menu.personal.myPassword')} data-testid="my-password-page">
      <Form<ChangePasswordInput> layout="vertical" style={{ maxWidth: 420 }} onFinish={(values) => change.mutate(values)}>
        <Form.Item name="oldPassword" label={t('web.password.old')} rules={[requiredRule('web.password.old')]}>
          <Input.Password autoComplete="current-password" data-testid="my-password-old" />
        </Form.Item>
        <NewPasswordFields labelKey="web.forgot.newPassword" testIdPrefix="my-password" />
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="my-password-submit">
          {t('common.buttons.confirm')}
        </Button>
      </Form>
    </Card>
  );
}
