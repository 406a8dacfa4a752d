import { useState, type ReactElement } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { DataTable, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { testIdProps } from '@/components/test-ids';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { maxLength, required } from '@/pages/identity/identity-rules';
import { REGISTRATION_STATUS } from '@/pages/identity/registration/columns';
import type { RegistrationStatus } from '@gengyun/contracts';
import { limitRules } from '../tenant-rules';
import { companyRegistrationColumns } from './columns';
import { useApproveCompany, useCompanyRegistrationPage, useRejectCompany, type CompanyRegistrationRow } from './company-registration.api';

type Search = SearchParams & { status?: RegistrationStatus };

/** /gengyun/tenant/registration (platform operator): company applications; approve (creates the enterprise) or reject with a reason. */
export function CompanyRegistrationPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper<Search>({ status: 'pending' });
  const list = useCompanyRegistrationPage(search.params);
  const [approving, setApproving] = useState<CompanyRegistrationRow | null>(null);
  const [rejecting, setRejecting] = useState<CompanyRegistrationRow | null>(null);
  const mayAudit = can(Permission.tenant.audit);

  const statusFilter = (
    <Select
      allowClear
      style={{ width: 140 }}
      value={search.params.status}
      placeholder={t('identity.registration.fields.status')}
      options={Object.entries(REGISTRATION_STATUS).map(([value, option]) => ({ value, label: t(option.labelKey as MessageKey) }))}
      onChange={(status?: RegistrationStatus) => search.search(undefined, { status })}
      data-testid="company-filter-status"
    />
  );

  return (
    <Card
      title={t('menu.platform.companyRegistration')}
      data-testid="company-registration-page"
      extra={<Button onClick={() => void navigate(routePath('tenant'))}>{t('common.buttons.back')}</Button>}
    >
      <SearchBar keyword={search.params.keyword} placeholderKey="platform.registration.searchPlaceholder" onSearch={(keyword) => search.search(keyword)} onReset={search.reset} extra={statusFilter} />
      <DataTable<CompanyRegistrationRow>
        columns={companyRegistrationColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={(row) =>
          mayAudit && row.status === 'pending' ? (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setApproving(row)} data-testid={`company-row-approve-${row.id}`}>
                {t('identity.registration.actions.approve')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setRejecting(row)} data-testid={`company-row-reject-${row.id}`}>
                {t('identity.registration.actions.reject')}
              </Button>
            </Space>
          ) : null
        }
        paging={pagingOf(search, list)}
      />
      {approving && <ApproveDialog row={approving} onClose={() => setApproving(null)} />}
      {rejecting && <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />}
    </Card>
  );
}

function ApproveDialog({ row, onClose }: { row: CompanyRegistrationRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ paid_user_limit?: number | null }>();
  const approve = useApproveCompany(onClose);
  return (
    <Modal
      open
      title={t('platform.registration.approveTitle', [row.name])}
      okText={t('identity.registration.actions.approve')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={approve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('company-approve-submit')}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(row.claim ? 'platform.registration.approveClaim' : 'platform.registration.approveNew', [row.enterprise_name, row.enterprise_code])}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ paid_user_limit }) => approve.mutate(paid_user_limit === undefined || paid_user_limit === null || row.claim ? { id: row.id } : { id: row.id, paid_user_limit })}
      >
        {!row.claim && (
          <Form.Item name="paid_user_limit" label={t('platform.tenant.fields.paidUserLimit')} rules={limitRules} extra={t('platform.tenant.limitFormat')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="company-approve-limit" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function RejectDialog({ row, onClose }: { row: CompanyRegistrationRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectCompany(onClose);
  return (
    <Modal
      open
      title={t('platform.registration.rejectTitle', [row.name])}
      okText={t('identity.registration.actions.reject')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={reject.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={testIdProps('company-reject-submit', { danger: true })}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => reject.mutate({ id: row.id, reason: reason.trim() })}>
        <Form.Item name="reason" label={t('platform.registration.fields.reason')} rules={[required('platform.registration.fields.reason'), maxLength('platform.registration.fields.reason', 200)]}>
          <Input.TextArea rows={3} data-testid="company-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
