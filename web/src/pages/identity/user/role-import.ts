import type { MessageKey } from '@gengyun/contracts';
import type { ImportRow } from './user.api';
import { ApiError } from '@/api/api-error';
import { readSheet } from '@/api/sheets.api';

/**
 * The role import (SPEC section 5: a user import may change only roles, comma separated). Rows come from an
 * .xlsx read by the server (/file/readSheet), a .csv/.txt file, or text pasted from a spreadsheet (tab
 * separated). Columns: account, roles; a first row naming them (账号/account, 角色/roles) is a header.
 * The server re-checks everything (accounts exist, role names exist, only these two columns).
 */
export const MAX_IMPORT_ROWS = 5000;

export interface ImportProblem {
  /** 1-based row in the source (header included). */
  row: number;
  key: MessageKey;
}

export interface ImportParse {
  rows: ImportRow[];
  problems: ImportProblem[];
}

const ACCOUNT_HEADERS = new Set(['account', '账号', '账户', '用户账号']);
const ROLES_HEADERS = new Set(['roles', 'role', '角色', '角色名称']);

/** Splits CSV text (double quotes, "" escapes, commas inside quotes) or tab-separated text into rows. */
export function splitTable(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = source.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const normalise = (cell: string | undefined): string => (cell ?? '').trim().toLowerCase();

/** Table → import rows. Blank lines are skipped; problems name the source row. */
export function toImportRows(table: readonly (readonly string[])[]): ImportParse {
  const problems: ImportProblem[] = [];
  const rows: ImportRow[] = [];
  let accountAt = 0;
  let rolesAt = 1;
  let start = 0;
  const first = table[0] ?? [];
  if (first.some((cell) => ACCOUNT_HEADERS.has(normalise(cell)))) {
    accountAt = first.findIndex((cell) => ACCOUNT_HEADERS.has(normalise(cell)));
    rolesAt = first.findIndex((cell) => ROLES_HEADERS.has(normalise(cell)));
    const unknown = first.some((cell, index) => normalise(cell) !== '' && index !== accountAt && index !== rolesAt);
    if (unknown) return { rows: [], problems: [{ row: 1, key: 'identity.import.onlyRoles' }] };
    start = 1;
  }
  for (let index = start; index < table.length; index++) {
    const cells = table[index];
    if (cells.every((cell) => !cell.trim())) continue;
    const extra = cells.some((cell, at) => cell.trim() !== '' && at !== accountAt && at !== rolesAt);
    const account = (cells[accountAt] ?? '').trim();
    if (extra) problems.push({ row: index + 1, key: 'identity.import.onlyRoles' });
    else if (!account) problems.push({ row: index + 1, key: 'identity.import.accountEmpty' });
    else rows.push({ account, roles: rolesAt >= 0 ? (cells[rolesAt] ?? '').trim() : '' });
  }
  return { rows, problems };
}

export const parseImportText = (text: string): ImportParse => toImportRows(splitTable(text));

export type FileKind = 'xlsx' | 'text' | 'unsupported';

export const fileKind = (name: string): FileKind => {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') return 'text';
  return 'unsupported';
};

/** Reads a chosen file into import rows; rejects with a message key for unsupported or unreadable files. */
export async function parseImportFile(file: Blob & { name: string }): Promise<ImportParse> {
  const kind = fileKind(file.name);
  if (kind === 'unsupported') throw new ImportFileError('identity.import.unsupported');
  try {
    if (kind === 'xlsx') return toImportRows(await readSheet(file));
    return parseImportText(await file.text());
  } catch (error) {
    // The server's refusal says why (too many rows, unpacks too big); anything else is just unreadable.
    throw new ImportFileError('identity.import.unreadable', error instanceof ApiError && error.kind === 'business' ? error.message : undefined);
  }
}

export class ImportFileError extends Error {
  constructor(
    readonly key: MessageKey,
    /** The server's translated message, shown instead of the key's when present. */
    readonly serverMessage?: string,
  ) {
    super(key);
  }
}
