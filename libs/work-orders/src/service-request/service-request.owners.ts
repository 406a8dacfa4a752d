import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P, SERVICE_REQUEST_BUSINESS_NO } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { FileBusinessRegistry, type FileCaller } from '@gengyun/files';
import { ServiceRequestQueryService } from './service-request-query.service';

/**
 * Who may read a service request's change log and photos (those who may list requests and see it: its location, or
 * their own), and who may upload photos not bound yet (those who may raise a request, or edit one: the edit binds
 * them). A saved request's photos change only through its edit, which holds the request's own rules (open, its
 * requester or the edit permission, the version), never through the files area's routes; photos never bound to a
 * request are swept (`referenced`).
 */
@Injectable()
export class ServiceRequestOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly files: FileBusinessRegistry,
    private readonly requests: ServiceRequestQueryService,
  ) {}

  onModuleInit(): void {
    const request = async (ctx: FileCaller, id: number): Promise<void> => void (await this.requests.find(ctx, id));
    this.audit.register(SERVICE_REQUEST_BUSINESS_NO, { permissions: [P.serviceRequest.list], check: request });
    // A request's photos are bound when it is saved or edited and an order gets copies of its own, so nothing points at
    // an unbound one: each is a photo of a request or an edit never sent (or of a public send that failed), swept
    // after the grace period.
    const referenced = (): Promise<readonly number[]> => Promise.resolve([]);
    this.files.registerOwner(SERVICE_REQUEST_BUSINESS_NO, { find: request, edit: [], unbound: [P.serviceRequest.add, P.serviceRequest.edit], referenced });
  }
}
