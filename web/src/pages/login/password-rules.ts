import type { FormRule } from 'antd';
import { translate } from '@/i18n/t';

/** SPEC section 5: a password must contain letters and digits. */
export const hasLettersAndDigits = (value: string): boolean => /[A-Za-z]/.test(value) && /\d/.test(value);

/** Mainland mobile number (11 digits starting with 1). */
export const isPhone = (value: string): boolean => /^1\d{10}$/.test(value.trim());

export const requiredRule = (labelKey: Parameters<typeof translate>[0]): FormRule => ({
  required: true,
  whitespace: true,
  message: translate('common.validation.required', [translate(labelKey)]),
});

export const passwordRule: FormRule = {
  validator: (_, value: string | undefined) =>
    !value || hasLettersAndDigits(value) ? Promise.resolve() : Promise.reject(new Error(translate('identity.errors.passwordWeak'))),
};

export const phoneRule: FormRule = {
  validator: (_, value: string | undefined) =>
    !value || isPhone(value)
      ? Promise.resolve()
      : Promise.reject(new Error(translate('common.validation.invalid', [translate('web.fields.phone')]))),
};

/** The confirm field must equal the field named `passwordField`. */
export const confirmRule =
  (passwordField: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(translate('identity.errors.passwordMismatch'))),
  });
