import type { AddTenantRequest, AuditEntry, EnterpriseStatus, TenantRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

/** Query keys of the tenant screens; mutations invalidate `all`. */
export const tenantKeys = {
  all: ['platform', 'tenant'] as const,
  list: ['platform', 'tenant', 'list'] as const,
  logs: (id: number) => ['platform', 'tenant', 'logs', id] as const,
};

export type { TenantRow };
export type TenantStatus = EnterpriseStatus;
export type TenantInput = AddTenantRequest;
export type TenantLogRow = AuditEntry;
export type TenantFilters = PagedParams & { status?: TenantStatus };

/** Form values → the body sent: text trimmed, an empty limit left out (unlimited). */
export function toTenantBody(values: TenantInput): Record<string, unknown> {
  const trim = (text?: string): string | undefined => (text === undefined ? undefined : text.trim());
  const body: Record<string, unknown> = {
    code: trim(values.code),
    name: trim(values.name),
    account: trim(values.account),
    admin_name: trim(values.admin_name),
    phone: trim(values.phone),
    password: values.password,
    job_no: trim(values.job_no) || undefined,
  };
  if (values.paid_user_limit !== undefined && values.paid_user_limit !== null) body.paid_user_limit = values.paid_user_limit;
  return body;
}

export const useTenantPage = (params: TenantFilters) => usePagedQuery<TenantRow>(tenantKeys.list, '/tenant/pageList', params);
export const useTenantLogs = (id: number, params: PagedParams) => usePagedQuery<TenantLogRow>(tenantKeys.logs(id), '/tenant/logs', { ...params, id });

const invalidate = [tenantKeys.all];
export const useAddTenant = (onSuccess?: () => void) => useActionMutation<Record<string, unknown>, TenantRow>('/tenant/add', { invalidate, onSuccess });
export const useLockTenant = () => useActionMutation<{ id: number }, TenantRow>('/tenant/lock', { invalidate });
export const useUnlockTenant = () => useActionMutation<{ id: number }, TenantRow>('/tenant/unlock', { invalidate });
export const useCancelTenant = () => useActionMutation<{ id: number }, TenantRow>('/tenant/cancel', { invalidate });
/** Without `paid_user_limit` the limit is removed (unlimited). */
export const useSetPaidLimit = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; paid_user_limit?: number }, TenantRow>('/tenant/paidUserLimit', { invalidate, onSuccess });
