import type { FormRule } from 'antd';
import { ACCOUNT_PATTERN, MAIL_MAX, MAIL_PATTERN, PASSWORD_DIGIT, PASSWORD_LETTER, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, type MessageKey } from '@gengyun/contracts';
import { translate } from '@/i18n/t';

/**
 * Form rules mirroring the server's DTOs (libs/identity/src/user.dto.ts, role.dto.ts, organization.dto.ts):
 * account required, at most 50, letters/digits/_ . @ -; phone `+?digit[digit-]{4,19}`; password 6–64 with letters
 * and digits (SPEC section 5). Messages come from the catalogue.
 */
export { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN };

export const isAccount = (value: string): boolean => ACCOUNT_PATTERN.test(value);
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isStrongPassword = (value: string): boolean => PASSWORD_LETTER.test(value) && PASSWORD_DIGIT.test(value);

/** The first problem of a password, as a message key with params, or null. */
export function passwordProblem(value: string): [MessageKey, unknown[]] | null {
  if (value.length < PASSWORD_MIN) return ['identity.validation.minLength', [translate('identity.user.fields.password'), PASSWORD_MIN]];
  if (value.length > PASSWORD_MAX) return ['identity.validation.maxLength', [translate('identity.user.fields.password'), PASSWORD_MAX]];
  if (!isStrongPassword(value)) return ['identity.errors.passwordWeak', []];
  return null;
}

const reject = (key: MessageKey, params: unknown[] = []): Promise<never> => Promise.reject(new Error(translate(key, params)));

/** Messages are translated when a rule runs, so they follow a language switch. */
export const required = (labelKey: MessageKey): FormRule => ({
  required: true,
  validator: (_, value?: unknown) =>
    value === undefined || value === null || String(value).trim() === '' ? reject('common.validation.required', [translate(labelKey)]) : Promise.resolve(),
});

export const maxLength = (labelKey: MessageKey, max: number): FormRule => ({
  validator: (_, value?: unknown) =>
    typeof value === 'string' && value.length > max ? reject('identity.validation.maxLength', [translate(labelKey), max]) : Promise.resolve(),
});

export const accountRules: FormRule[] = [
  required('identity.user.fields.account'),
  maxLength('identity.user.fields.account', 50),
  { validator: (_, value?: string) => (!value || isAccount(value.trim()) ? Promise.resolve() : reject('identity.validation.accountFormat')) },
];

export const nameRules: FormRule[] = [required('identity.user.fields.name'), maxLength('identity.user.fields.name', 50)];

/** Optional; when present it must match the server's pattern. */
export const phoneRules: FormRule[] = [
  { validator: (_, value?: string) => (!value || isPhone(value.trim()) ? Promise.resolve() : reject('identity.validation.phoneFormat')) },
];

export const passwordRules: FormRule[] = [
  required('identity.user.fields.password'),
  {
    validator: (_, value?: string) => {
      const problem = value ? passwordProblem(value) : null;
      return problem ? reject(problem[0], problem[1]) : Promise.resolve();
    },
  },
];

/** The confirm field must equal `field`. */
export const confirmRules = (field: string): FormRule[] => [
  required('identity.user.fields.confirmPassword'),
  ({ getFieldValue }) => ({
    validator: (_, value?: string) => (!value || value === getFieldValue(field) ? Promise.resolve() : reject('identity.errors.passwordMismatch')),
  }),
];

/** Optional; the server's pattern and length ("mail format error"). */
export const mailRules: FormRule[] = [
  maxLength('identity.user.fields.mail', MAIL_MAX),
  { validator: (_, value?: string) => (!value || MAIL_PATTERN.test(value.trim()) ? Promise.resolve() : reject('identity.errors.mailFormat')) },
];

/** The mail part of an edit's body: the trimmed address, or a request to clear it when the field was emptied. */
export const mailFields = (text: string | undefined): { mail?: string; clear_mail?: true } => {
  const mail = text?.trim();
  return mail ? { mail } : { clear_mail: true };
};
