import {
  OPTION_PARAM_LIST_MAX as MAX_LIST,
  OPTION_PARAM_PATTERN as PARAM_NAME,
  OPTION_PARAM_TEXT_MAX as MAX_TEXT,
  OPTION_PARAMS_MAX as MAX_PARAMS,
  SELECT_KEY_PATTERN,
} from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';
import type { OptionParamValue, OptionParams } from './options.registry';

const isScalar = (v: unknown): v is string | number | boolean =>
  (typeof v === 'string' && v.length <= MAX_TEXT) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

const bad = (name: string): BusinessError => new BusinessError('dictionary.errors.badParam', 422, [name], { fields: { [name]: 'invalid' } });

/** A required text field naming an option key. */
export function takeKey(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) {
    throw new BusinessError('common.validation.required', 422, [name], { fields: { [name]: 'isNotEmpty' } });
  }
  if (typeof value !== 'string' || !SELECT_KEY_PATTERN.test(value)) {
    throw new BusinessError('common.validation.invalid', 422, [name], { fields: { [name]: 'matches' } });
  }
  return value;
}

/** A required option value: text or a number. */
export function takeValue(body: Record<string, unknown>, name: string): string | number {
  const value = body[name];
  if (value === undefined || value === null) {
    throw new BusinessError('common.validation.required', 422, [name], { fields: { [name]: 'isNotEmpty' } });
  }
  if ((typeof value !== 'string' && typeof value !== 'number') || !isScalar(value)) throw bad(name);
  return value;
}

/**
 * The "other keys" SPEC section 7 allows beside selectKey: at most 20, each a scalar or a short list of scalars.
 * Anything else (objects, long texts, odd names) is refused with 422.
 */
export function extraParams(body: unknown, taken: readonly string[]): OptionParams {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw BusinessError.badRequest();
  const entries = Object.entries(body as Record<string, unknown>).filter(([k]) => !taken.includes(k));
  if (entries.length > MAX_PARAMS) throw bad(entries[MAX_PARAMS]?.[0] ?? 'params');
  const out: Record<string, OptionParamValue> = {};
  for (const [name, value] of entries) {
    if (!PARAM_NAME.test(name)) throw bad(name.slice(0, 64));
    if (isScalar(value)) out[name] = value;
    else if (Array.isArray(value) && value.length <= MAX_LIST && value.every(isScalar)) out[name] = value;
    else throw bad(name);
  }
  return out;
}
