import type { Provider, Type } from '@nestjs/common';

/** What one thing of the area (a sub-folder) adds to the work-orders module: its tables, services and routes. */
export interface WorkOrderParts {
  entities: Type[];
  providers: Provider[];
  controllers: Type[];
}

/** The module's lists, in the parts' order. */
export const joinParts = (parts: WorkOrderParts[]): WorkOrderParts => ({
  entities: parts.flatMap((p) => p.entities),
  providers: parts.flatMap((p) => p.providers),
  controllers: parts.flatMap((p) => p.controllers),
});
