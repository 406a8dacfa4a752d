import { useState, type ReactElement } from 'react';
import { Button, Card, Form, Modal, Popconfirm, Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { DataTable, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { useIdentityNames } from '../use-names';
import { REGISTRATION_STATUS, registrationColumns } from './columns';
import { useApproveRegistration, useRegistrationPage, useRejectRegistration, type RegistrationRow, type RegistrationStatus } from './registration.api';

type RegistrationSearch = SearchParams & { status?: RegistrationStatus };

/** /gengyun/user/audit: self-registrations; pending ones are approved (with roles) or rejected. */
export function RegistrationListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper<RegistrationSearch>({ status: 'pending' });
  const list = useRegistrationPage(search.params);
  const reject = useRejectRegistration();
  const [approving, setApproving] = useState<RegistrationRow | null>(null);
  const mayAudit = can(Permission.user.audit);

  const statusFilter = (
    <Select
      allowClear
      style={{ width: 140 }}
      value={search.params.status}
      placeholder={t('identity.registration.fields.status')}
      options={Object.entries(REGISTRATION_STATUS).map(([value, option]) => ({ value, label: t(option.labelKey as 'identity.registration.status.pending') }))}
      onChange={(status?: RegistrationStatus) => search.search(undefined, { status })}
      data-testid="registration-filter-status"
    />
  );

  return (
    <Card
      title={t('menu.admin.userAudit')}
      data-testid="registration-page"
      extra={<Button onClick={() => void navigate(routePath('user'))}>{t('common.buttons.back')}</Button>}
    >
      <div data-testid="registration-search">
        <SearchBar keyword={search.params.keyword} placeholderKey="identity.user.searchPlaceholder" onSearch={(keyword) => search.search(keyword)} onReset={search.reset} extra={statusFilter} />
      </div>
      <DataTable<RegistrationRow>
        columns={registrationColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={(row) =>
          mayAudit && row.status === 'pending' ? (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setApproving(row)} data-testid={`registration-row-approve-${row.id}`}>
                {t('identity.registration.actions.approve')}
              </Button>
              <Popconfirm
                title={t('identity.registration.confirmReject', [row.account])}
                okText={t('common.buttons.confirm')}
                cancelText={t('common.buttons.cancel')}
                onConfirm={() => reject.mutateAsync({ id: row.id })}
              >
                <Button type="link" size="small" danger data-testid={`registration-row-reject-${row.id}`}>
                  {t('identity.registration.actions.reject')}
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
        paging={pagingOf(search, list)}
      />
      {approving && <ApproveDialog row={approving} onClose={() => setApproving(null)} />}
    </Card>
  );
}

function ApproveDialog({ row, onClose }: { row: RegistrationRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const names = useIdentityNames();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const approve = useApproveRegistration(onClose);
  return (
    <Modal
      open
      title={t('identity.registration.approveTitle', [row.account])}
      okText={t('identity.registration.actions.approve')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={approve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'registration-approve-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ roleIds: [] }} onFinish={(values) => approve.mutate({ id: row.id, roleIds: values.roleIds ?? [] })}>
        <Form.Item name="roleIds" label={t('identity.registration.approveRoles')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={names.roles?.map((role) => ({ value: role.id, label: role.name }))}
            data-testid="registration-approve-roles"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
