import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P, type EquipmentMarkerPush } from '@gengyun/contracts';
import { PushRoutes, type ObjectScope } from '@gengyun/core';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** A piece of equipment was added, moved to another location or given another type (things placed with it follow). */
    'equipment.placed': { enterpriseId: number; equipmentId: number; locationId: number | null; typeId: number | null };
    /** A map marker's live state may have changed (a meter of the equipment went on- or offline, an alarm opened or ended). */
    'equipment.marker': { enterpriseId: number; scope: ObjectScope; marker: EquipmentMarkerPush };
  }
}

/** Who sees the equipment area's events in the browser: markers go to those who may list the equipment. */
@Injectable()
export class EquipmentPushRoutes implements OnModuleInit {
  constructor(private readonly routes: PushRoutes) {}

  onModuleInit(): void {
    this.routes.route('equipment.marker', {
      event: 'equipment.marker',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: P.equipment.list, scope: e.scope }),
      data: (e) => e.marker,
      coalesce: { key: (m: EquipmentMarkerPush) => m.id },
    });
  }
}
