import { useState, type ReactElement } from 'react';
import { Button, Card, Descriptions, Form, Input, Skeleton, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/app/session-store';
import { useT } from '@/i18n/t';
import { phoneRule, requiredRule } from '@/pages/login/password-rules';
import { mailFields, mailRules } from '@/pages/identity/identity-rules';
import { fetchMyInfo, personalKeys, updateMyInfo, type MyInfoInput } from './personal.api';

/** /gengyun/my/info: own profile; Edit switches name, phone, mail and WeChat number to a form (Cancel / Save). */
export function MyInfoPage(): ReactElement {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<MyInfoInput>();
  const info = useQuery({ queryKey: personalKeys.info, queryFn: ({ signal }) => fetchMyInfo(signal) });
  const save = useMutation({
    mutationFn: updateMyInfo,
    onSuccess: async (_, input) => {
      await queryClient.invalidateQueries({ queryKey: personalKeys.info });
      sessionStore.set((session) => (session ? { ...session, name: input.name ?? session.name } : session));
      setEditing(false);
    },
  });

  if (!info.data) return <Card>{<Skeleton active />}</Card>;
  const data = info.data;

  const actions = editing ? (
    <Space>
      <Button onClick={() => setEditing(false)} data-testid="my-info-cancel">
        {t('common.buttons.cancel')}
      </Button>
      <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="my-info-save">
        {t('common.buttons.save')}
      </Button>
    </Space>
  ) : (
    <Button
      type="primary"
      onClick={() => {
        form.setFieldsValue({ name: data.name, phone: data.phone ?? '', mail: data.mail ?? '', wechat_no: data.wechat_no ?? '' });
        setEditing(true);
      }}
      data-testid="my-info-edit"
    >
      {t('common.buttons.edit')}
    </Button>
  );

  return (
    <Card title={t('menu.personal.myInfo')} extra={actions} data-testid="my-info-page">
      {editing ? (
        <Form<MyInfoInput> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(values) => save.mutate({ ...values, ...mailFields(values.mail) })}>
          <Form.Item name="name" label={t('web.fields.name')} rules={[requiredRule('web.fields.name')]}>
            <Input data-testid="my-info-name" />
          </Form.Item>
          <Form.Item name="phone" label={t('web.fields.phone')} rules={[phoneRule]}>
            <Input data-testid="my-info-phone" />
          </Form.Item>
          <Form.Item name="mail" label={t('web.fields.mail')} rules={mailRules}>
            <Input type="email" data-testid="my-info-mail" />
          </Form.Item>
          <Form.Item name="wechat_no" label={t('web.fields.wechat')} rules={[{ max: 50 }]}>
            <Input data-testid="my-info-wechat" />
          </Form.Item>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, lg: 2 }} bordered size="middle">
          <Descriptions.Item label={t('web.login.account')}>{data.account}</Descriptions.Item>
          <Descriptions.Item label={t('web.fields.name')}>{data.name}</Descriptions.Item>
          <Descriptions.Item label={t('web.fields.phone')}>{data.phone ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('web.fields.mail')}>
            <span data-testid="my-info-mail-text">{data.mail ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('web.fields.wechat')}>{data.wechat_no ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('web.fields.jobNumber')}>
            <span data-testid="my-info-job-no">{data.job_no ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('web.fields.enterprise')}>
            <span data-testid="my-info-enterprise">{data.enterpriseName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('web.fields.org')}>
            <span data-testid="my-info-org">{data.orgName ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('web.fields.roles')}>
            <span data-testid="my-info-roles">{data.roleNames.join(t('web.fields.listSeparator'))}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
