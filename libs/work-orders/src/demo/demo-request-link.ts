import { Injectable } from '@nestjs/common';
import type { SeedContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { PublicRequestService } from '../service-request/public-request.service';
import { systemCaller } from '../alarm-bridge/alarm-bridge.service';

/** The demo equipment whose public request page `npm start` prints: the pump of the demo's open request. */
export const DEMO_REQUEST_EQUIPMENT = 'EQ0002';

/** The address a newcomer opens to try the scan-and-request path on the demo enterprise, without logging in. */
@Injectable()
export class DemoRequestLink {
  constructor(
    private readonly equipment: EquipmentReferences,
    private readonly pages: PublicRequestService,
  ) {}

  /** The request page of the demo equipment (its token made on first ask), or null when the demo has no such equipment. */
  async url(seed: SeedContext): Promise<string | null> {
    const ctx = { ...systemCaller(seed.enterpriseId), userId: seed.adminUserId };
    const found = await this.equipment.byCode(ctx, DEMO_REQUEST_EQUIPMENT);
    return found ? (await this.pages.link(ctx, found.id)).url : null;
  }
}
