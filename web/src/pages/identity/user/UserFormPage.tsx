import type { ReactElement } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { detailLink, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { UserForm } from './UserForm';
import { toUserBody, useAddUser, type UserInput } from './user.api';

/** /gengyun/user/add: a new user; on success the detail page of the new user opens. */
export function UserFormPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserInput>();
  const add = useAddUser((user) => void navigate(detailLink('user/view', user.id), { replace: true }));

  return (
    <Card
      title={t('menu.admin.userAdd')}
      data-testid="user-add-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(routePath('user'))} data-testid="user-form-cancel">
            {t('common.buttons.cancel')}
          </Button>
          <Button type="primary" loading={add.isPending} onClick={() => form.submit()} data-testid="user-form-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <UserForm form={form} adding onFinish={(values) => add.mutate(toUserBody(values))} />
    </Card>
  );
}
