import type { ReactElement } from 'react';
import { Form, InputNumber, Modal } from 'antd';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { limitRules } from '../tenant-rules';
import { useSetPaidLimit, type TenantRow } from './tenant.api';

/** Sets an enterprise's paid-user limit (/tenant/paidUserLimit); empty is unlimited. The server refuses a limit below its paid users. */
export function PaidLimitDialog({ tenant, onClose }: { tenant: TenantRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ paid_user_limit?: number | null }>();
  const save = useSetPaidLimit(onClose);
  return (
    <Modal
      open
      title={t('platform.tenant.limitTitle', [tenant.name])}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('tenant-limit-submit')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ paid_user_limit: tenant.paid_user_limit ?? undefined }}
        onFinish={({ paid_user_limit }) => save.mutate(paid_user_limit === undefined || paid_user_limit === null ? { id: tenant.id } : { id: tenant.id, paid_user_limit })}
      >
        <Form.Item name="paid_user_limit" label={t('platform.tenant.fields.paidUserLimit')} rules={limitRules} extra={t('platform.tenant.limitHelp', [tenant.paid_user_count])}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="tenant-limit-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
