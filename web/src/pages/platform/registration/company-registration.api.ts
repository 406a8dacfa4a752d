import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { RegistrationStatus } from '@/pages/identity/registration/registration.api';
import { tenantKeys } from '../tenant/tenant.api';

export const companyRegistrationKeys = {
  all: ['platform', 'companyRegistration'] as const,
  list: ['platform', 'companyRegistration', 'list'] as const,
};

/** A company application as /tenant/registration/pageList answers it. */
export interface CompanyRegistrationRow {
  id: number;
  enterprise_code: string;
  enterprise_name: string;
  claim: boolean;
  enterprise_id: number | null;
  account: string;
  name: string;
  job_no: string | null;
  phone: string;
  status: RegistrationStatus;
  reason: string | null;
  create_time?: string;
  handle_time?: string | null;
}

export const useCompanyRegistrationPage = (params: PagedParams & { status?: RegistrationStatus }) =>
  usePagedQuery<CompanyRegistrationRow>(companyRegistrationKeys.list, '/tenant/registration/pageList', params);

/** Approval creates an enterprise (or an administrator), so the tenant list refreshes too. */
export const useApproveCompany = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; paid_user_limit?: number }>('/tenant/registration/approve', { invalidate: [companyRegistrationKeys.all, tenantKeys.all], onSuccess });
export const useRejectCompany = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; reason: string }>('/tenant/registration/reject', { invalidate: [companyRegistrationKeys.all], onSuccess });
