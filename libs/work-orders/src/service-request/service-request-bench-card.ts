import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { holdsAny } from '@gengyun/core';
import { WorkbenchRegistry } from '@gengyun/system';
import { ServiceRequestQueryService } from './service-request-query.service';

/**
 * The home work bench's "requests to handle" card: the open requests the list shows the caller (their location scope
 * and their own), for those who may convert or reject them; 0 for the others. Its link opens the list filtered to open.
 */
@Injectable()
export class ServiceRequestBenchCard implements OnModuleInit {
  constructor(
    private readonly workbench: WorkbenchRegistry,
    private readonly query: ServiceRequestQueryService,
  ) {}

  onModuleInit(): void {
    this.workbench.register('serviceRequests', (ctx) =>
      holdsAny(ctx, [P.serviceRequest.convert, P.serviceRequest.reject])
        ? this.query.filtered(ctx, { status: ['open'] }).getCount()
        : Promise.resolve(0),
    );
  }
}
