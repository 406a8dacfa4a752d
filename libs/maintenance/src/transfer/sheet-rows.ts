import { LANGS, type MessageKey } from '@gengyun/contracts';
import { BusinessError, type Translator } from '@gengyun/core';
import { readFirstSheet, type TaskNote } from '@gengyun/files';
import type { SheetSpec } from './sheet';

/** A data row of an import: its line in the sheet and its cells as text, by field. */
export interface SheetRow<F extends string> {
  line: number;
  cells: Record<F, string>;
}

/**
 * The rows of a stored workbook: one sheet named as the template (in either language), the header the template's
 * titles in one language so that no cell lands in the wrong field, then the rows that hold anything.
 */
export async function sheetRows<F extends string>(translator: Translator, data: Buffer, spec: SheetSpec<F>): Promise<{ messages: TaskNote[] } | { rows: Array<SheetRow<F>> }> {
  let sheet: Awaited<ReturnType<typeof readFirstSheet>>;
  try {
    sheet = await readFirstSheet({ fieldname: 'files', filename: 'import.xlsx', mimetype: '', buffer: data });
  } catch (error) {
    if (error instanceof BusinessError) return { messages: [{ key: error.key, params: [...error.params] }] };
    throw error;
  }
  const names = await Promise.all(LANGS.map((lang) => translator.t(spec.sheet, lang)));
  if (!names.includes(sheet.sheet)) return { messages: [{ key: 'files.errors.templateSheet' }] };
  const [header = [], ...body] = sheet.rows;
  const templates = await Promise.all(LANGS.map((lang) => Promise.all(spec.columns.map((c) => translator.t(c.title, lang)))));
  if (!templates.some((titles) => titles.every((title, i) => title === (header[i] ?? '')))) {
    const expected = templates[0] as string[];
    const column = expected.findIndex((title, i) => title !== (header[i] ?? ''));
    return { messages: [{ key: 'files.errors.templateHeader', params: [column + 1, expected[column]] }] };
  }
  const rows = body.map((cells, i) => ({ line: i + 2, cells: Object.fromEntries(spec.columns.map((c, j) => [c.field, (cells?.[j] ?? '').trim()])) as Record<F, string> }));
  return { rows: rows.filter((r) => Object.values<string>(r.cells).some(Boolean)) };
}

const YES = ['是', 'yes', 'y', 'true', '1'];
const NO = ['否', 'no', 'n', 'false', '0'];

/**
 * One row's refusals, each naming the row and the column by its title's message key (so the centre shows it in the
 * reader's language), gathered before the row is refused.
 */
export class RowNotes<F extends string> {
  readonly messages: TaskNote[] = [];

  constructor(
    private readonly spec: SheetSpec<F>,
    private readonly row: SheetRow<F>,
  ) {}

  title(field: F): MessageKey {
    return (this.spec.columns.find((c) => c.field === field) as { title: MessageKey }).title;
  }

  say(key: MessageKey, field: F, ...more: unknown[]): void {
    const column = this.title(field);
    this.messages.push({ key, params: [this.row.line, { key: column }, ...more], row: this.row.line, column });
  }

  /** The cell's text; empty is refused. */
  required(field: F): string {
    const v = this.row.cells[field];
    if (!v) this.say('files.errors.rowEmpty', field);
    return v;
  }

  /** The cell's text within a length; null when empty. */
  text(field: F, max: number): string | null {
    const v = this.row.cells[field];
    if (v.length > max) this.say('files.errors.rowMalformed', field);
    return v || null;
  }

  /** A number within bounds (an integer when asked); null when empty. */
  number(field: F, min: number, max: number, integer = false): number | null {
    const v = this.row.cells[field];
    if (!v) return null;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      this.say('files.errors.rowMalformed', field);
      return null;
    }
    return n;
  }

  /** 是/否, yes/no, true/false, 1/0; undefined when empty. */
  flag(field: F): boolean | undefined {
    const v = this.row.cells[field].toLowerCase();
    if (!v) return undefined;
    if (YES.includes(v)) return true;
    if (NO.includes(v)) return false;
    this.say('files.errors.rowType', field);
    return undefined;
  }

  /** One of the allowed values; undefined when empty. */
  oneOf<T extends string>(field: F, allowed: readonly T[]): T | undefined {
    const v = this.row.cells[field];
    if (!v) return undefined;
    if ((allowed as readonly string[]).includes(v)) return v as T;
    this.say('files.errors.rowType', field);
    return undefined;
  }

  /** A JSON list (the plan form's triggers); null when empty or not a list (said). */
  jsonList(field: F): unknown[] | null {
    const v = this.row.cells[field];
    if (!v) return null;
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON: said below.
    }
    this.say('files.errors.rowMalformed', field);
    return null;
  }

  notFound(field: F): void {
    this.say('workOrder.transfer.errors.rowNotFound', field, this.row.cells[field]);
  }

  /** The add form's own checks on what the row read: what it writes, or the refusal named on its column. */
  async checkedBy<C>(check: () => Promise<C>, columnOf: Record<string, F>, fallback: F): Promise<{ messages: TaskNote[] } | { columns: C }> {
    try {
      return { columns: await check() };
    } catch (error) {
      this.refused(error, columnOf, fallback);
      return { messages: this.messages };
    }
  }

  /**
   * A refusal of the add form's own checks, named on the column of the field it names, or of its message (else
   * `fallback`): the same message `/…/add` answers.
   */
  refused(error: unknown, columnOf: Record<string, F>, fallback: F): void {
    if (!(error instanceof BusinessError)) throw error;
    const field = Object.keys(error.content.fields ?? {}).map((f) => columnOf[f]).find(Boolean) ?? columnOf[error.key] ?? fallback;
    this.say('workOrder.transfer.errors.rowRefused', field, { key: error.key });
  }
}
