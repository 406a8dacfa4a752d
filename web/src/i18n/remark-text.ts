import { isKeyParam, isMessageKey, type MessageKey, type RemarkPart } from '@gengyun/contracts';
import type { TFunction } from './t';

/** A remark list (log text, import row messages) in the current language: each key with its `{0}` params. */
export function remarkText(t: TFunction, parts: readonly RemarkPart[] | null | undefined, fallback = ''): string {
  if (!parts?.length) return fallback;
  // A key this build does not know (a newer server): the server's own rendering is better than the raw key.
  if (fallback && parts.some((part) => !isMessageKey(part.key) || (part.params ?? []).some((param) => isKeyParam(param) && !isMessageKey(param.key)))) return fallback;
  const param = (value: unknown): unknown => (isKeyParam(value) && isMessageKey(value.key) ? t(value.key) : typeof value === 'string' && isMessageKey(value) ? t(value) : value);
  return parts.map((part) => t(part.key as MessageKey, (part.params ?? []).map(param))).join('; ');
}
