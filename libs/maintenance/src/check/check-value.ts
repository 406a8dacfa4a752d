import { CHECK_LIMITS, type CheckValue, type MessageKey, type TaskItemType } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';

/** What a result is checked against: the item's type, limits and options as the order carries them. */
export interface CheckedItem {
  type: TaskItemType;
  lower_limit: number | null;
  upper_limit: number | null;
  options: string[];
  failing_options: string[];
}

/** An answer that fits its item, whether it fails, and the file ids it names (photos, signature) for the caller to check. */
export interface CheckedValue {
  value: CheckValue;
  failed: boolean;
  fileIds: number[];
}

const refuse = (key: MessageKey): never => {
  throw new BusinessError(key, 422, [], { fields: { value: 'invalid' } });
};
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
/** The web sends every field as text: `true`/`false` and numbers arrive as text, arrays as JSON (already parsed). */
const asBoolean = (v: unknown): unknown => (v === 'true' ? true : v === 'false' ? false : v);
const asNumber = (v: unknown): unknown => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);

/** Whether a number lies outside the item's limits (either end may be open). */
export const outside = (n: number, item: Pick<CheckedItem, 'lower_limit' | 'upper_limit'>): boolean =>
  (item.lower_limit !== null && n < item.lower_limit) || (item.upper_limit !== null && n > item.upper_limit);

/** Checks an answer against its item (SPEC-style message on a misfit) and says whether it is a failure. */
export function checkValue(item: CheckedItem, sent: unknown): CheckedValue {
  const value = item.type === 'passFail' ? asBoolean(sent) : ['number', 'meterReading', 'signature'].includes(item.type) ? asNumber(sent) : sent;
  switch (item.type) {
    case 'passFail':
      if (typeof value !== 'boolean') refuse('maintenance.errors.checkPassFail');
      return { value: value as boolean, failed: value === false, fileIds: [] };
    case 'number':
    case 'meterReading':
      if (typeof value !== 'number' || !Number.isFinite(value)) refuse('maintenance.errors.checkNumber');
      return { value: value as number, failed: outside(value as number, item), fileIds: [] };
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text || text.length > CHECK_LIMITS.text) refuse('maintenance.errors.checkText');
      return { value: text, failed: false, fileIds: [] };
    }
    case 'singleChoice':
      if (typeof value !== 'string' || !item.options.includes(value)) refuse('maintenance.errors.checkChoice');
      return { value: value as string, failed: item.failing_options.includes(value as string), fileIds: [] };
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      if (!chosen.length || chosen.some((c) => typeof c !== 'string' || !item.options.includes(c)) || new Set(chosen).size !== chosen.length) refuse('maintenance.errors.checkChoice');
      const choices = chosen as string[];
      return { value: choices, failed: choices.some((c) => item.failing_options.includes(c)), fileIds: [] };
    }
    case 'photo': {
      const ids = Array.isArray(value) ? (value as unknown[]) : [];
      if (!ids.length || ids.length > CHECK_LIMITS.photos || !ids.every(isId) || new Set(ids).size !== ids.length) refuse('maintenance.errors.checkPhotos');
      return { value: ids as number[], failed: false, fileIds: ids as number[] };
    }
    case 'signature':
      if (!isId(value)) refuse('maintenance.errors.checkSignature');
      return { value: value as number, failed: false, fileIds: [value as number] };
  }
}
