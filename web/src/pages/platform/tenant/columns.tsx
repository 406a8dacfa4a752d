import { Space, Tag } from 'antd';
import { dateColumn, enumColumn, formatDate, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { TFunction } from '@/i18n/t';
import type { TenantRow } from './tenant.api';

export const TENANT_STATUS: StatusOptions = {
  normal: { labelKey: 'platform.tenant.status.normal', color: 'success' },
  locked: { labelKey: 'platform.tenant.status.locked', color: 'warning' },
  cancelled: { labelKey: 'platform.tenant.status.cancelled', color: 'error' },
};

/** `2 / 10`, or `2 / unlimited`. */
export const paidUsers = (row: TenantRow, t: TFunction): string =>
  `${row.paid_user_count} / ${row.paid_user_limit === null ? t('platform.tenant.unlimited') : row.paid_user_limit}`;

export const tenantColumns = (t: TFunction): DataColumn<TenantRow>[] => [
  textColumn<TenantRow>({
    key: 'code',
    titleKey: 'platform.tenant.fields.code',
    hideable: false,
    format: (value, row) => (
      <Space size={4}>
        {String(value)}
        {row.platform && <Tag color="blue">{t('platform.tenant.platformTag')}</Tag>}
      </Space>
    ),
  }),
  textColumn<TenantRow>({ key: 'name', titleKey: 'platform.tenant.fields.name' }),
  enumColumn<TenantRow>({ key: 'status', titleKey: 'platform.tenant.fields.status', options: TENANT_STATUS }),
  textColumn<TenantRow>({ key: 'user_count', titleKey: 'platform.tenant.fields.userCount', width: 90 }),
  textColumn<TenantRow>({ key: 'paid_user_count', titleKey: 'platform.tenant.fields.paidUsers', width: 130, format: (_v, row) => paidUsers(row, t) }),
  textColumn<TenantRow>({
    key: 'purge_after',
    titleKey: 'platform.tenant.fields.purgeAfter',
    width: 170,
    format: (value, row) => (row.purge_time ? t('platform.tenant.purged') : formatDate(value)),
  }),
  dateColumn<TenantRow>({ key: 'expire_time', titleKey: 'platform.tenant.fields.expireTime', defaultHidden: true }),
  dateColumn<TenantRow>({ key: 'create_time', titleKey: 'platform.tenant.fields.createTime' }),
];
