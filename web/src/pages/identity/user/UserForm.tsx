import type { ReactElement } from 'react';
import { Col, Form, Input, Row, Select, Switch, TreeSelect, type FormInstance } from 'antd';
import { LANGS, Permission } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { accountRules, mailRules, maxLength, nameRules, passwordRules, phoneRules } from '../identity-rules';
import { orgTreeOptions, useUnitOptions } from '../identity-options.api';
import { useIdentityNames } from '../use-names';
import type { UserInput } from './user.api';

export interface UserFormProps {
  form: FormInstance<UserInput>;
  /** Adding shows the password field. */
  adding: boolean;
  disabled?: boolean;
  onFinish: (values: UserInput) => void;
  initialValues?: Partial<UserInput>;
}

const half = { xs: 24, md: 12 } as const;

/** The user fields of /user/add and /user/update; rules mirror AddUserDto / UpdateUserDto. */
export function UserForm({ form, adding, disabled, onFinish, initialValues }: UserFormProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const names = useIdentityNames();
  const orgId = Form.useWatch('org_id', form) ?? undefined;
  const groups = useUnitOptions('group', orgId, can(Permission.org.list));
  const positions = useUnitOptions('position', orgId, can(Permission.org.list));
  const roleOptions = names.roles?.map((role) => ({ value: role.id, label: role.name }));

  return (
    <Form<UserInput>
      form={form}
      layout="vertical"
      disabled={disabled}
      onFinish={onFinish}
      initialValues={{ enabled: true, is_external: false, is_paid: false, lang: 'zh_CN', roleIds: [], ...initialValues }}
      style={{ maxWidth: 880 }}
      data-testid="user-form"
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="account" label={t('identity.user.fields.account')} rules={accountRules}>
            <Input autoComplete="off" data-testid="user-form-account" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="name" label={t('identity.user.fields.name')} rules={nameRules}>
            <Input data-testid="user-form-name" />
          </Form.Item>
        </Col>
        {adding && (
          <Col {...half}>
            <Form.Item name="password" label={t('identity.user.fields.password')} rules={passwordRules} extra={t('identity.user.passwordHint')}>
              <Input.Password autoComplete="new-password" data-testid="user-form-password" />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item name="phone" label={t('identity.user.fields.phone')} rules={phoneRules}>
            <Input data-testid="user-form-phone" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mail" label={t('identity.user.fields.mail')} rules={mailRules}>
            <Input type="email" data-testid="user-form-mail" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="job_no" label={t('identity.user.fields.jobNo')} rules={[maxLength('identity.user.fields.jobNo', 50)]}>
            <Input data-testid="user-form-job-no" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="wechat_no" label={t('identity.user.fields.wechatNo')} rules={[maxLength('identity.user.fields.wechatNo', 50)]}>
            <Input data-testid="user-form-wechat" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="org_id" label={t('identity.user.fields.org')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={orgTreeOptions(names.orgTree)}
              onChange={() => form.setFieldsValue({ group_id: undefined, position_id: undefined })}
              data-testid="user-form-org"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="group_id" label={t('identity.user.fields.group')}>
            <Select allowClear options={groups.data?.map((row) => ({ value: row.id, label: row.name }))} data-testid="user-form-group" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="position_id" label={t('identity.user.fields.position')}>
            <Select allowClear options={positions.data?.map((row) => ({ value: row.id, label: row.name }))} data-testid="user-form-position" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="roleIds"
            label={t('identity.user.fields.roles')}
            extra={names.rolesListed ? undefined : t('identity.user.rolesUnavailable')}
          >
            <Select mode="multiple" allowClear optionFilterProp="label" options={roleOptions} data-testid="user-form-roles" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="lang" label={t('identity.user.fields.lang')}>
            <Select options={LANGS.map((lang) => ({ value: lang, label: t(`web.lang.${lang}`) }))} data-testid="user-form-lang" />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="enabled" label={t('identity.user.fields.enabled')} valuePropName="checked">
            <Switch data-testid="user-form-enabled" />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="is_external" label={t('identity.user.fields.isExternal')} valuePropName="checked">
            <Switch data-testid="user-form-external" />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="is_paid" label={t('identity.user.fields.isPaid')} valuePropName="checked">
            <Switch data-testid="user-form-paid" />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
