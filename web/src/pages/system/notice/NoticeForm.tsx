import type { ReactElement } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { OptionItem } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { NOTICE_TARGETS, NOTICE_TYPES, type NoticeInput } from './notice.api';

export interface NoticeFormProps {
  form: FormInstance<NoticeInput>;
  roles: readonly OptionItem[];
}

/** Title, type, audience (everyone or chosen roles) and content of a notice. */
export function NoticeForm({ form, roles }: NoticeFormProps): ReactElement {
  const { t } = useT();
  const target = Form.useWatch('target_type', form);
  return (
    <Form<NoticeInput> form={form} layout="vertical" initialValues={{ type: 'announcement', target_type: 'all', role_ids: [] }}>
      <Form.Item
        name="title"
        label={t('system.admin.notice.title')}
        rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('system.admin.notice.title')]) }, { max: 200 }]}
      >
        <Input data-testid="notice-title" />
      </Form.Item>
      <Form.Item name="type" label={t('system.admin.notice.type')} rules={[{ required: true }]}>
        <Radio.Group data-testid="notice-type" options={NOTICE_TYPES.map((value) => ({ value, label: t(`system.notices.types.${value}`) }))} />
      </Form.Item>
      <Form.Item name="target_type" label={t('system.admin.notice.target')} rules={[{ required: true }]}>
        <Radio.Group
          data-testid="notice-target"
          options={NOTICE_TARGETS.map((value) => ({ value, label: t(value === 'all' ? 'system.admin.notice.targetAll' : 'system.admin.notice.targetRoles') }))}
        />
      </Form.Item>
      {target === 'roles' && (
        <Form.Item name="role_ids" label={t('system.admin.notice.roles')} rules={[{ required: true, type: 'array', min: 1, message: t('system.errors.noticeNoRoles') }]}>
          <Select
            mode="multiple"
            data-testid="notice-roles"
            optionFilterProp="label"
            options={roles.map((role) => ({ value: Number(role.value), label: role.label ?? role.text }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="content"
        label={t('system.admin.notice.content')}
        rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('system.admin.notice.content')]) }, { max: 20000 }]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} data-testid="notice-content" />
      </Form.Item>
    </Form>
  );
}
