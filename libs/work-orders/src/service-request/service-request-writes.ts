import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { ServiceRequest } from './service-request.entity';

const closed = (key: 'serviceRequest.errors.notOpen' | 'serviceRequest.errors.notEditable', request: ServiceRequest): BusinessError =>
  new BusinessError(key, 422, [request.code, { key: `serviceRequest.status.${request.status}` }]);

/** A request may be converted or rejected once: while open, and only from the version the caller saw. */
export function ensureOpen(request: ServiceRequest, version: number): void {
  if (request.status !== 'open') throw closed('serviceRequest.errors.notOpen', request);
  if (request.version !== version) throw BusinessError.conflict('common.errors.staleData');
}

/** A request's text and photos change while it is open (not yet converted or rejected), from the version the caller saw. */
export function ensureEditable(request: ServiceRequest, version: number): void {
  if (request.status !== 'open') throw closed('serviceRequest.errors.notEditable', request);
  if (request.version !== version) throw BusinessError.conflict('common.errors.staleData');
}

/**
 * The conditional write of every change to a request: only while it is open and at the version read, raising it. A
 * miss means someone edited, converted or rejected it first: "get the latest data and retry", and the transaction
 * rolls back.
 */
export async function writeOpen(m: EntityManager, enterpriseId: number, requestId: number, version: number, columns: QueryDeepPartialEntity<ServiceRequest>): Promise<void> {
  const moved = await m
    .createQueryBuilder()
    .update(ServiceRequest)
    .set({ ...columns, version: () => 'version + 1', update_time: new Date() })
    .where('id = :id AND enterprise_id = :e AND version = :v AND status = :open', { id: requestId, e: enterpriseId, v: version, open: 'open' })
    .execute();
  if (!moved.affected) throw BusinessError.conflict('common.errors.staleData');
}

/** The write that closes a request (converted or rejected), by whom and when. */
export function closeRequest(m: EntityManager, ctx: AuthContext, request: ServiceRequest, version: number, columns: QueryDeepPartialEntity<ServiceRequest>): Promise<void> {
  return writeOpen(m, ctx.enterpriseId, request.id, version, { ...columns, handled_user_id: ctx.userId, handled_time: new Date() });
}
