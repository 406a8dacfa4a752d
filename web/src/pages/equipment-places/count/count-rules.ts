import { COUNT_STATES, CountResult, CountState } from '@gengyun/contracts';
import { type Can } from '@/app/permissions';
import { P } from '../common/permissions';

/** 0 unprocessed, 1 found, 2 missing, 3 extra (docs/decisions/equipment.md). */
export { COUNT_STATES, CountResult, CountState };
/** Every result a line may show (the server's COUNT_RESULTS are those a counter may set). */
export const COUNT_RESULTS: readonly CountResult[] = Object.values(CountResult);
export const COUNT_RESULT_COLOURS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error', 3: 'warning' };

export interface CountItemLike {
  equipment_id: number | null;
  result: number;
}

/** Rows still to process (the server refuses to finish while any remain). */
export const unprocessedOf = (items: readonly CountItemLike[]): number => items.reduce((n, item) => n + (item.result === CountResult.unprocessed ? 1 : 0), 0);

/** Results a row may take: ledger equipment found / missing / extra; a named extra row only extra. */
export const resultChoices = (item: CountItemLike): number[] => (item.equipment_id === null ? [CountResult.extra] : [CountResult.found, CountResult.missing, CountResult.extra]);

/** An open count may be edited (rows marked, rows added, finished) by holders of `equipment:count:edit`. */
export const mayEditCount = (state: number, can: Can): boolean => state === CountState.open && can(P.count.edit);

/**
 * The finish button: shown for open counts to editors. It stays enabled even with unprocessed rows — the server
 * decides and its refusal ("count cannot be completed while related items are unprocessed") is shown as is;
 * `warning` tells how many rows are left when the rows are known.
 */
export function finishGate(state: number, can: Can, items?: readonly CountItemLike[]): { visible: boolean; warning: number } {
  const visible = mayEditCount(state, can);
  return { visible, warning: visible && items ? unprocessedOf(items) : 0 };
}

/** Extra item names typed one per line: trimmed, blanks and duplicates dropped, at most 100 of 100 characters. */
export function extraNames(text: string): string[] {
  const names = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.slice(0, 100));
  return [...new Set(names)].slice(0, 100);
}
