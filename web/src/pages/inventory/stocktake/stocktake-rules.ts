import type { StocktakeState } from '@gengyun/contracts';
import type { StocktakeLine } from './stocktake.api';

/** Lines counted so far and those still to count (the counting page's two lists). */
export function splitLines(lines: readonly StocktakeLine[]): { counted: StocktakeLine[]; remaining: StocktakeLine[] } {
  return { counted: lines.filter((l) => l.counted !== null), remaining: lines.filter((l) => l.counted === null) };
}

/** The lines of one part in this count (one per bin and batch). */
export const linesOfPart = (lines: readonly StocktakeLine[], partId: number): StocktakeLine[] => lines.filter((l) => l.part_id === partId);

/** The lines the difference report prints: counted with a difference. */
export const differences = (lines: readonly StocktakeLine[]): StocktakeLine[] => lines.filter((l) => l.difference !== null && l.difference !== 0);

/** A place's key as the counting form picks it: bin and batch. */
export const placeKey = (l: Pick<StocktakeLine, 'bin_id' | 'batch_no'>): string => `${l.bin_id ?? 0}|${l.batch_no ?? ''}`;

/** Which step a count offers next, to whom (the server decides again). */
export function nextStep(state: StocktakeState, can: { add: boolean; count: boolean; approve: boolean }): 'start' | 'finish' | 'approve' | null {
  if (state === 'draft' && can.add) return 'start';
  if (state === 'counting' && can.count) return 'finish';
  if (state === 'finished' && can.approve) return 'approve';
  return null;
}

/** Signed, with a plus for a surplus (`+2`, `-1`, `0`); empty until counted. */
export const signed = (n: number | null): string => (n === null ? '' : n > 0 ? `+${n}` : String(n));
