import type { ForgotResetRequest, RegisterCompanyRequest, RegisterRequest, SendCodeRequest, VerifyCodeRequest } from '@gengyun/contracts';
import { call, type CallOptions } from '@/api/client';

export type ResetInput = ForgotResetRequest;
export type RegisterInput = RegisterRequest;
export type RegisterCompanyInput = RegisterCompanyRequest;

export const SMS_RESEND_SECONDS = 60;
export const RESET_REDIRECT_MS = 3_000;

export const sendResetCode = (phone: string): Promise<unknown> => call('/sms/sendCode', { phone, purpose: 'forgotPassword' } satisfies SendCodeRequest);

export const verifyResetCode = (phone: string, code: string): Promise<unknown> =>
  call('/sms/verifyCode', { phone, code, purpose: 'forgotPassword' } satisfies VerifyCodeRequest);

export const resetPassword = (input: ResetInput): Promise<unknown> => call('/forgotPassword/reset', { ...input });

export const register = (input: RegisterInput): Promise<unknown> => call('/register', { ...input });

export const registerCompany = (input: RegisterCompanyInput, options?: CallOptions): Promise<unknown> => call('/registerCompany', { ...input }, options);
