import type { FormRule } from 'antd';
import { ENTERPRISE_CODE_PATTERN, MAX_PAID_USER_LIMIT } from '@gengyun/contracts';
import { translate } from '@/i18n/t';
import { isPhone, required } from '@/pages/identity/identity-rules';

/**
 * Form rules mirroring libs/identity/src/tenant.dto.ts beyond the identity ones: the enterprise code (2–50 letters,
 * digits, _ or -), a required phone, and the paid-user limit (a whole number from 0, empty for none).
 */
export { ENTERPRISE_CODE_PATTERN, MAX_PAID_USER_LIMIT };

const fail = (message: string): Promise<never> => Promise.reject(new Error(message));

export const codeRules: FormRule[] = [
  required('platform.tenant.fields.code'),
  { validator: (_, value?: string) => (!value || ENTERPRISE_CODE_PATTERN.test(value.trim()) ? Promise.resolve() : fail(translate('platform.tenant.codeFormat'))) },
];

export const requiredPhoneRules: FormRule[] = [
  required('platform.tenant.fields.adminPhone'),
  { validator: (_, value?: string) => (!value || isPhone(value.trim()) ? Promise.resolve() : fail(translate('identity.validation.phoneFormat'))) },
];

/** Whether a limit as typed is acceptable: empty, or a whole number 0 … 1,000,000. */
export const isLimit = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= MAX_PAID_USER_LIMIT);

export const limitRules: FormRule[] = [{ validator: (_, value?: unknown) => (isLimit(value) ? Promise.resolve() : fail(translate('platform.tenant.limitFormat'))) }];
