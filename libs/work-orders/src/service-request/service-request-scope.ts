import { DataScope } from '@gengyun/contracts';
import type { OwnedRows, ScopeColumns } from '@gengyun/core';

/** Requests carry one data dimension: where the problem is (the equipment's location, or the one chosen). */
export const REQUEST_SCOPE: ScopeColumns = { [DataScope.location]: 'location_id' };

let seq = 0;

/** A member of staff's own requests, visible whatever their data scope. */
export function ownRequests(alias: string, userId: number): OwnedRows {
  const me = `requester${++seq}`;
  return { sql: `${alias}.requester_id = :${me}`, params: { [me]: userId } };
}
