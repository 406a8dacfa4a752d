import { useEffect, useState, type ReactElement } from 'react';
import { Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { routePath } from '@/components/DataTable';
import { RowViewButtons } from '@/components/RowViewButtons';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { UserForm } from './UserForm';
import { toUserBody, useUpdateUser, useUserDetail, type UserInput, type UserRow } from './user.api';

const toFormValues = (user: UserRow): UserInput => ({
  account: user.account,
  name: user.name,
  phone: user.phone ?? undefined,
  mail: user.mail ?? undefined,
  job_no: user.job_no ?? undefined,
  wechat_no: user.wechat_no ?? undefined,
  org_id: user.org_id ?? undefined,
  group_id: user.group_id ?? undefined,
  position_id: user.position_id ?? undefined,
  roleIds: user.roleIds,
  is_external: user.is_external,
  is_paid: user.is_paid,
  enabled: user.enabled,
  lang: user.lang,
});

/** /gengyun/user/view?id=: a user's fields, read-only until Edit (`&edit=1` opens straight in edit mode). */
export function UserDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const mayEdit = can(Permission.user.edit);
  const [editing, setEditing] = useState(mayEdit && query.get('edit') === '1');
  const [form] = Form.useForm<UserInput>();
  const detail = useUserDetail(id);
  const update = useUpdateUser(() => setEditing(false));

  useEffect(() => {
    if (detail.data) form.setFieldsValue(toFormValues(detail.data));
  }, [detail.data, form]);

  if (!id || detail.isError) return <Result status="404" title={t('common.errors.notFound')} />;
  if (!detail.data) return <Card>{<Skeleton active />}</Card>;
  const user = detail.data;

  return (
    <Card
      title={`${t('menu.admin.userView')} · ${user.account}`}
      data-testid="user-view-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(routePath('user'))} data-testid="user-view-back">
            {t('common.buttons.back')}
          </Button>
          <span data-testid="user-view-buttons">
            <RowViewButtons
              editing={editing}
              disabled={!mayEdit}
              saving={update.isPending}
              onEdit={() => setEditing(true)}
              onCancel={() => {
                form.setFieldsValue(toFormValues(user));
                setEditing(false);
              }}
              onSave={() => form.submit()}
              testIdPrefix="user-view"
            />
          </span>
        </Space>
      }
    >
      <UserForm form={form} adding={false} disabled={!editing} initialValues={toFormValues(user)} onFinish={(values) => update.mutate(toUserBody(values, user.id))} />
    </Card>
  );
}
