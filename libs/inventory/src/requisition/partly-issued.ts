import type { RequisitionStatus } from '@gengyun/contracts';

/**
 * "Partly issued" is derived, not stored: a requisition still ready or approved (so more is to be issued) of which
 * some units went out already. Storing it would add a status every step must keep right; the lines already say it.
 */
export const PARTLY_ISSUED_STATUSES: readonly RequisitionStatus[] = ['ready', 'approved'];

export const partlyIssued = (status: RequisitionStatus, lines: ReadonlyArray<{ issued: number }>): boolean =>
  PARTLY_ISSUED_STATUSES.includes(status) && lines.some((l) => l.issued > 0);

/** The same rule in SQL over a requisition aliased `r` (parameter `partlyOpen`: the statuses above). */
export const PARTLY_ISSUED_SQL = 'r.status IN (:...partlyOpen) AND EXISTS (SELECT 1 FROM inventory_requisition_line pil WHERE pil.requisition_id = r.id AND pil.issued > 0)';
