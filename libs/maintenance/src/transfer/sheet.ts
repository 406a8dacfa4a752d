import type { EntityManager } from 'typeorm';
import type { MessageKey, PermissionCode } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import type { TaskNote } from '@gengyun/files';
import type { SheetRow } from './sheet-rows';

/** One column of a sheet: the field it fills and its title (a message key, so the header and the errors are in the reader's language). */
export interface SheetColumn<F extends string> {
  field: F;
  title: MessageKey;
}

/** A kind of the import/export centre moved as one sheet: its name, its columns, and who follows its tasks. */
export interface SheetSpec<F extends string> {
  kind: string;
  label: MessageKey;
  sheet: MessageKey;
  follow: { import: readonly PermissionCode[]; export: readonly PermissionCode[] };
  columns: ReadonlyArray<SheetColumn<F>>;
}

export const column = <F extends string>(field: F, title: MessageKey): SheetColumn<F> => ({ field, title });

/** An import's rows checked: every refusal, and the write of all rows (called only when there is none). */
export interface CheckedRows {
  messages: TaskNote[];
  write(m: EntityManager): Promise<void>;
}

/** The words a sheet writes flags with, in the reader's language. */
export interface SheetWords {
  yes: string;
  no: string;
}

/**
 * What one kind brings to the shared import/export machinery (`MaintenanceTransfer`): it reads rows as its `/…/add`
 * checks them, in the importer's enterprise and scopes, and writes its rows in the caller's scope as the same columns.
 */
export interface TransferSheet<F extends string = string> {
  readonly spec: SheetSpec<F>;
  check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<F>>): Promise<CheckedRows>;
  exported(ctx: AuthContext, words: SheetWords): Promise<string[][]>;
}

/** An export's rows at most; a larger scope is cut here. */
export const MAX_EXPORT_ROWS = 50_000;

/** A name read once per key (an export names the same pool or order type on many rows); a failed read names nothing. */
export function namedOnce(): (key: string, read: () => Promise<string>) => Promise<string> {
  const names = new Map<string, string>();
  return async (key, read) => {
    if (!names.has(key)) names.set(key, await read().catch(() => ''));
    return names.get(key) as string;
  };
}

/** Each key read once per import (an order type or pool many rows name). */
export function readOnce<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  const seen = new Map<string, Promise<T>>();
  return (key, read) => {
    if (!seen.has(key)) seen.set(key, read());
    return seen.get(key) as Promise<T>;
  };
}

/**
 * Reads every row in order with `read` (one row's refusals, or what it writes), gathering all refusals; the write
 * inserts each row read, in order, in the import's transaction.
 */
export async function checkEach<F extends string, C>(
  rows: ReadonlyArray<SheetRow<F>>,
  read: (row: SheetRow<F>) => Promise<{ messages: TaskNote[] } | { columns: C }>,
  insert: (m: EntityManager, columns: C) => Promise<unknown>,
): Promise<CheckedRows> {
  const messages: TaskNote[] = [];
  const columns: C[] = [];
  for (const row of rows) {
    const result = await read(row);
    if ('messages' in result) messages.push(...result.messages);
    else columns.push(result.columns);
  }
  return {
    messages,
    write: async (m) => {
      for (const c of columns) await insert(m, c);
    },
  };
}
