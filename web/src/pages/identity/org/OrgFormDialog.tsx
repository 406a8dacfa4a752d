import type { ReactElement } from 'react';
import { Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useT } from '@/i18n/t';
import { maxLength, required } from '../identity-rules';
import { orgTreeOptions, type OrgNode } from '../identity-options.api';
import { useAddOrg, type OrgInput, type OrgRow } from './org.api';

/** Adds an organisation (under `parentId` when given); rules mirror AddOrgDto. */
export function OrgFormDialog({ parentId, tree, onClose }: { parentId?: number; tree: OrgNode[]; onClose: (created?: OrgRow) => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<OrgInput>();
  const add = useAddOrg((org) => onClose(org));
  return (
    <Modal
      open
      title={t('identity.org.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      okButtonProps={{ 'data-testid': 'org-form-submit' }}
      destroyOnHidden
    >
      <Form<OrgInput> form={form} layout="vertical" initialValues={{ parent_id: parentId, sort: 0 }} onFinish={(values) => add.mutate({ ...values, name: values.name.trim() })}>
        <OrgFields tree={tree} />
      </Form>
    </Modal>
  );
}

/** Name, code, parent and sort; the org itself (and its subtree) cannot be its parent. */
export function OrgFields({ tree, selfId }: { tree: OrgNode[]; selfId?: number }): ReactElement {
  const { t } = useT();
  return (
    <>
      <Form.Item name="name" label={t('identity.org.fields.name')} rules={[required('identity.org.fields.name'), maxLength('identity.org.fields.name', 100)]}>
        <Input data-testid="org-form-name" />
      </Form.Item>
      <Form.Item name="code" label={t('identity.org.fields.code')} rules={[maxLength('identity.org.fields.code', 50)]}>
        <Input data-testid="org-form-code" />
      </Form.Item>
      <Form.Item name="parent_id" label={t('identity.org.fields.parent')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={orgTreeOptions(tree, selfId)} placeholder={t('identity.org.topLevel')} data-testid="org-form-parent" />
      </Form.Item>
      <Form.Item name="sort" label={t('identity.org.fields.sort')}>
        <InputNumber precision={0} style={{ width: '100%' }} data-testid="org-form-sort" />
      </Form.Item>
    </>
  );
}
