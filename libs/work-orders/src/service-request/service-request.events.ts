import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataScope, Permission as P, type ServiceRequestPush } from '@gengyun/contracts';
import { EventBus, PushRoutes, type ObjectScope } from '@gengyun/core';
import type { ServiceRequest } from './service-request.entity';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /**
     * A service request was raised (by staff or on a public page), edited, added to, converted or rejected, after the
     * change committed.
     * `scope`: its location; `requesterId`: the member of staff who raised it, who sees it whatever their scope.
     */
    'serviceRequest.changed': { enterpriseId: number; request: ServiceRequestPush; scope: ObjectScope; requesterId: number | null };
  }
}

const perRequest = { group: 'serviceRequest', key: (r: ServiceRequestPush) => r.id };

/**
 * Who sees service-request changes in the browser, as the list reads them: those who may list requests and whose
 * location scope covers the request, and its requester whatever their scope — one audience, so a user who is both
 * gets it once.
 */
@Injectable()
export class ServiceRequestPushRoutes implements OnModuleInit {
  constructor(private readonly routes: PushRoutes) {}

  onModuleInit(): void {
    this.routes.route('serviceRequest.changed', {
      event: 'serviceRequest.changed',
      to: (e) => ({
        enterpriseId: e.enterpriseId,
        permission: P.serviceRequest.list,
        scope: e.scope,
        alsoUserIds: e.requesterId === null ? [] : [e.requesterId],
      }),
      data: (e) => e.request,
      coalesce: perRequest,
    });
  }
}

/** Raises `serviceRequest.changed` once a change has committed. */
@Injectable()
export class ServiceRequestEvents {
  constructor(private readonly bus: EventBus) {}

  changed(request: Pick<ServiceRequest, 'id' | 'enterprise_id' | 'code' | 'status' | 'version' | 'location_id' | 'requester_id'>): void {
    const push: ServiceRequestPush = { id: request.id, code: request.code, status: request.status, version: request.version, location_id: request.location_id };
    this.bus.emit('serviceRequest.changed', { enterpriseId: request.enterprise_id, request: push, scope: { [DataScope.location]: request.location_id }, requesterId: request.requester_id });
  }
}
