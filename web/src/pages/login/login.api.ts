import { call, type CallOptions } from '@/api/client';

export const SMS_RESEND_SECONDS = 60;
export const RESET_REDIRECT_MS = 3_000;

export const sendResetCode = (phone: string): Promise<unknown> => call('/sms/sendCode', { phone, purpose: 'reset' });

export const verifyResetCode = (phone: string, code: string): Promise<unknown> =>
  call('/sms/verifyCode', { phone, code, purpose: 'reset' });

export interface ResetInput {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}
export const resetPassword = (input: ResetInput): Promise<unknown> => call('/forgotPassword/reset', { ...input });

export interface RegisterInput {
  enterpriseCode: string;
  account: string;
  name: string;
  phone: string;
  password: string;
}
export const register = (input: RegisterInput): Promise<unknown> => call('/register', { ...input });

export interface RegisterCompanyInput {
  enterpriseCode: string;
  enterpriseName: string;
  name: string;
  account: string;
  phone: string;
  password: string;
  job_no?: string;
  /** An application to administer a company that is already registered. */
  claim?: boolean;
}
export const registerCompany = (input: RegisterCompanyInput, options?: CallOptions): Promise<unknown> => call('/registerCompany', { ...input }, options);
