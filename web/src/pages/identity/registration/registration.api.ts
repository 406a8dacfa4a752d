import type { RegistrationRow, RegistrationStatus } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { userKeys } from '../user/user.api';

export const registrationKeys = {
  all: ['identity', 'registration'] as const,
  list: ['identity', 'registration', 'list'] as const,
};

export type { RegistrationRow, RegistrationStatus };

export const useRegistrationPage = (params: PagedParams & { status?: RegistrationStatus }) =>
  usePagedQuery<RegistrationRow>(registrationKeys.list, '/user/registration/pageList', params);

/** Approval creates the user, so the user lists refresh too. */
export const useApproveRegistration = (onSuccess?: () => void) =>
  useActionMutation<{ id: number; roleIds: number[] }>('/user/registration/approve', { invalidate: [registrationKeys.all, userKeys.all], onSuccess });
export const useRejectRegistration = () => useActionMutation<{ id: number }>('/user/registration/reject', { invalidate: [registrationKeys.all] });
