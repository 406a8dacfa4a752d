import { ALARM_PHONE_PATTERN, ALARM_RULE_LIMITS, MAIL_PATTERN, type MessageKey } from '@gengyun/contracts';

/** Field checks of alarm rules and the message configuration, mirroring AlarmRuleAddDto / ChannelConfigUpdateDto. */
/** A failed check: the message key and its `{0}`… params (label keys among them are translated by the caller). */
export interface RuleError {
  key: MessageKey;
  params?: Array<string | number | { label: MessageKey }>;
}

export const LIMITS = ALARM_RULE_LIMITS;

export const PHONE = ALARM_PHONE_PATTERN;
export const MAIL = MAIL_PATTERN;

export const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
export const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value).trim());

/** A finite number (required when `required`). */
export function checkNumber(
  value: unknown,
  label: MessageKey,
  required: boolean,
  requiredKey: MessageKey = 'common.validation.required',
): RuleError | null {
  if (blank(value)) return required ? { key: requiredKey, params: [{ label }] } : null;
  return Number.isFinite(toNumber(value)) ? null : { key: 'alarm.rule.rules.number', params: [{ label }] };
}

/** A whole number within [min, max] (required when `required`). */
export function checkInteger(
  value: unknown,
  label: MessageKey,
  [min, max]: readonly [number, number],
  required: boolean,
  requiredKey: MessageKey = 'common.validation.required',
): RuleError | null {
  if (blank(value)) return required ? { key: requiredKey, params: [{ label }] } : null;
  const n = toNumber(value);
  return Number.isInteger(n) && n >= min && n <= max
    ? null
    : { key: 'alarm.rule.rules.integerRange', params: [{ label }, min, max] };
}

/** All four empty (enterprise default) or all four whole numbers 1–86400. */
export function checkIntervals(values: ReadonlyArray<unknown>): RuleError | null {
  const list = [0, 1, 2, 3].map((i) => values[i]);
  if (list.every(blank)) return null;
  const ok = list.every(
    (value) =>
      !blank(value) &&
      Number.isInteger(toNumber(value)) &&
      toNumber(value) >= LIMITS.interval[0] &&
      toNumber(value) <= LIMITS.interval[1],
  );
  return ok ? null : { key: 'alarm.rule.rules.intervals' };
}

export function checkPhones(values: readonly string[] = []): RuleError | null {
  if (values.length > LIMITS.phones) {
    return {
      key: 'alarm.rule.rules.tooMany',
      params: [{ label: 'alarm.rule.fields.phones' }, LIMITS.phones],
    };
  }
  const bad = values.find((phone) => !PHONE.test(phone.trim()));
  return bad === undefined ? null : { key: 'iot.alarm.errors.phone', params: [bad] };
}

export function checkMails(values: readonly string[] = []): RuleError | null {
  if (values.length > LIMITS.mails) {
    return { key: 'alarm.rule.rules.tooMany', params: [{ label: 'alarm.rule.fields.mails' }, LIMITS.mails] };
  }
  const bad = values.find((mail) => mail.trim().length > LIMITS.mailLength || !MAIL.test(mail.trim()));
  return bad === undefined ? null : { key: 'iot.alarm.errors.mailAddress', params: [bad] };
}
