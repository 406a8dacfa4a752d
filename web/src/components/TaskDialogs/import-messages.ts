import type { RemarkPart } from '@gengyun/contracts';
import { remarkText } from '@/i18n/remark-text';
import type { TFunction } from '@/i18n/t';

/** One line of the import result table, made here from the task's messages (not an answer). */
export interface ImportMessageLine {
  key: number;
  row: number | null;
  text: string;
}

/** Row messages of a finished import in the current language; the row number is the first param when numeric. */
export function importMessageRows(t: TFunction, messages: readonly RemarkPart[]): ImportMessageLine[] {
  return messages.map((part, index) => {
    const first = part.params?.[0];
    const row = typeof first === 'number' ? first : typeof first === 'string' && /^\d+$/.test(first) ? Number(first) : null;
    return { key: index, row, text: remarkText(t, [part]) };
  });
}
