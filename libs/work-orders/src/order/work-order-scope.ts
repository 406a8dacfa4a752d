import { DataScope } from '@gengyun/contracts';
import { inScope, type AuthContext, type ObjectScope, type OwnedRows, type ScopeColumns } from '@gengyun/core';

/** Orders carry two data dimensions: where the work is, and its type (docs/decisions/work-orders.md). */
export const ORDER_SCOPE: ScopeColumns = { [DataScope.location]: 'location_id', [DataScope.workOrderType]: 'type_id' };

export const orderScope = (order: { location_id: number | null; type_id: number }): ObjectScope => ({
  [DataScope.location]: order.location_id,
  [DataScope.workOrderType]: order.type_id,
});

let seq = 0;

/** A caller's own orders — they are in charge of them or handle them — whatever their data scope. */
export function ownOrders(alias: string, userId: number): OwnedRows {
  const me = `own${++seq}`;
  return {
    sql: `(${alias}.person_in_charge_id = :${me} OR EXISTS (SELECT 1 FROM work_order_handler h WHERE h.work_order_id = ${alias}.id AND h.user_id = :${me}))`,
    params: { [me]: userId },
  };
}

/** The in-memory twin of `scoped(…, ORDER_SCOPE, ownOrders(…))`. */
export const mayView = (viewer: Pick<AuthContext, 'isAdmin' | 'scopes' | 'userId'>, order: { location_id: number | null; type_id: number; person_in_charge_id: number }, handlerIds: readonly number[]): boolean =>
  inScope(viewer, orderScope(order)) || order.person_in_charge_id === viewer.userId || handlerIds.includes(viewer.userId);
