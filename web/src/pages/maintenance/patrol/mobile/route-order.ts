import type { PatrolTaskPoint } from '../patrol.api';

/** The point to walk to now: the first in route order not yet submitted (a checked-in one waits for its results). */
export const nextPoint = <P extends Pick<PatrolTaskPoint, 'position' | 'status'>>(points: readonly P[]): P | null =>
  [...points].sort((a, b) => a.position - b.position).find((p) => p.status === 'pending' || p.status === 'checkedIn') ?? null;

/** Done of total, as a whole percentage. */
export const percentDone = (done: number, total: number): number => (total ? Math.round((100 * done) / total) : 0);
