import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { RoleRow } from './role.api';

export const ADMIN_OPTIONS: StatusOptions = {
  true: { labelKey: 'identity.user.yes', color: 'gold' },
  false: { labelKey: 'identity.user.no', color: 'default' },
};

export const roleColumns = (): DataColumn<RoleRow>[] => [
  textColumn<RoleRow>({ key: 'name', titleKey: 'identity.role.fields.name', hideable: false }),
  textColumn<RoleRow>({ key: 'remark', titleKey: 'identity.role.fields.remark' }),
  enumColumn<RoleRow>({ key: 'is_admin', titleKey: 'identity.role.fields.isAdmin', options: ADMIN_OPTIONS }),
  dateColumn<RoleRow>({ key: 'create_time', titleKey: 'identity.role.fields.createTime' }),
];
