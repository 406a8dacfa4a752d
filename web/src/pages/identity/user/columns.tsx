import { dateColumn, enumColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { UserRow } from './user.api';

export const ENABLED_OPTIONS: StatusOptions = {
  true: { labelKey: 'identity.user.status.enabled', color: 'success' },
  false: { labelKey: 'identity.user.status.disabled', color: 'default' },
};

export const LOCKED_OPTIONS: StatusOptions = {
  true: { labelKey: 'identity.user.status.locked', color: 'error' },
  false: { labelKey: 'identity.user.no', color: 'default' },
};

export interface UserColumnContext {
  orgName: (id: number | null) => string;
  roleNames: (ids: readonly number[]) => string;
  /** The detail route's auth flag: without it the account is plain text. */
  canView: boolean;
}

/** Columns of the user list (and, without the link, of the deleted-user list). */
export function userColumns({ orgName, roleNames, canView }: UserColumnContext): DataColumn<UserRow>[] {
  return [
    linkColumn<UserRow>({ key: 'account', titleKey: 'identity.user.fields.account', route: 'user/view', routeAuth: canView, hideable: false }),
    textColumn<UserRow>({ key: 'name', titleKey: 'identity.user.fields.name' }),
    textColumn<UserRow>({ key: 'job_no', titleKey: 'identity.user.fields.jobNo' }),
    textColumn<UserRow>({ key: 'phone', titleKey: 'identity.user.fields.phone' }),
    textColumn<UserRow>({ key: 'mail', titleKey: 'identity.user.fields.mail' }),
    textColumn<UserRow>({ key: 'org_id', titleKey: 'identity.user.fields.org', format: (value) => orgName(value as number | null) }),
    textColumn<UserRow>({ key: 'roleIds', titleKey: 'identity.user.fields.roles', format: (value) => roleNames((value as number[]) ?? []) }),
    enumColumn<UserRow>({ key: 'enabled', titleKey: 'identity.user.fields.enabled', options: ENABLED_OPTIONS }),
    enumColumn<UserRow>({ key: 'locked', titleKey: 'identity.user.fields.locked', options: LOCKED_OPTIONS, defaultHidden: true }),
    dateColumn<UserRow>({ key: 'create_time', titleKey: 'identity.user.fields.createTime', defaultHidden: true }),
  ];
}

export function deletedUserColumns(context: Omit<UserColumnContext, 'canView'>): DataColumn<UserRow>[] {
  return [
    textColumn<UserRow>({ key: 'account', titleKey: 'identity.user.fields.account', hideable: false }),
    ...userColumns({ ...context, canView: false }).filter((column) => ['name', 'job_no', 'phone', 'mail', 'org_id', 'roleIds'].includes(column.key)),
    dateColumn<UserRow>({ key: 'deleted_time', titleKey: 'identity.user.fields.deletedTime' }),
  ];
}
