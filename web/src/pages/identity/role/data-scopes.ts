import { DataScope } from '@gengyun/contracts';
import type { Scopes } from './role.api';

/** The data-permission dimensions in display order (SPEC section 6). */
export const SCOPE_DIMENSIONS: readonly DataScope[] = Object.values(DataScope);

/** Typed tags → positive whole-number ids (duplicates dropped) and the entries that are not ids. */
export function parseIdTags(values: readonly (string | number)[]): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const value of values) {
    const text = String(value).trim();
    if (/^\d+$/.test(text) && Number(text) >= 1 && Number.isSafeInteger(Number(text))) {
      if (!ids.includes(Number(text))) ids.push(Number(text));
    } else if (text) invalid.push(text);
  }
  return { ids, invalid };
}

/** The scopes sent to /role/grant: every dimension present, empty meaning unrestricted. */
export const toScopes = (scopes: Scopes): Record<DataScope, number[]> =>
  Object.fromEntries(SCOPE_DIMENSIONS.map((scope) => [scope, [...(scopes[scope] ?? [])].sort((a, b) => a - b)])) as Record<DataScope, number[]>;
