import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { CompanyRegistrationRow, RegistrationStatus } from '@gengyun/contracts';
import { tenantKeys } from '../tenant/tenant.api';

export const companyRegistrationKeys = {
  all: ['platform', 'companyRegistration'] as const,
  list: ['platform', 'companyRegistration', 'list'] as const,
};

export type { CompanyRegistrationRow };

export const useCompanyRegistrationPage = (params: PagedParams & { status?: RegistrationStatus }) =>
  usePagedQuery<CompanyRegistrationRow>(companyRegistrationKeys.list, '/tenant/registration/pageList', params);

/** Approval creates an enterprise (or an administrator), so the tenant list refreshes too. */
export const useApproveCompany = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; paid_user_limit?: number }>('/tenant/registration/approve', { invalidate: [companyRegistrationKeys.all, tenantKeys.all], onSuccess });
export const useRejectCompany = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; reason: string }>('/tenant/registration/reject', { invalidate: [companyRegistrationKeys.all], onSuccess });
