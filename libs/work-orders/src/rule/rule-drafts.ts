import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrderRule } from './work-order-rule.entity';
import { firstMatch, type RuleDraft } from './rule-match';

/** What an order names that the rules look at. */
export interface DraftIds {
  type_id: number;
  priority: number;
  equipment_id?: number | null;
  location_id?: number | null;
}

/** Turns a draft order into the facts rules match on, and finds the first rule that matches. */
@Injectable()
export class RuleDrafts {
  constructor(
    @InjectRepository(WorkOrderRule) private readonly repo: Repository<WorkOrderRule>,
    private readonly equipment: EquipmentReferences,
  ) {}

  /** The draft's equipment and location checked (this enterprise, the caller's scope) as an add checks them. */
  async checked(ctx: AuthContext, ids: DraftIds): Promise<RuleDraft> {
    let locationId = ids.location_id ?? null;
    let equipmentTypeId: number | null = null;
    if (ids.equipment_id) {
      const place = await this.equipment.place(ctx, ids.equipment_id);
      if (locationId !== null && locationId !== place.locationId)
        {throw new BusinessError('workOrder.errors.locationMismatch', 422, [], { fields: { location_id: 'mismatch' } });}
      locationId = place.locationId;
      equipmentTypeId = place.typeId;
    } else if (locationId !== null) {
      await this.equipment.location(ctx, locationId);
    }
    const locations = locationId ? await this.equipment.ancestry(ctx.enterpriseId, locationId) : [];
    return { typeId: ids.type_id, priority: ids.priority, locations, equipmentTypeId };
  }

  /** The enterprise's enabled rules. */
  enabled(enterpriseId: number): Promise<WorkOrderRule[]> {
    return this.repo.find({ where: { enterprise_id: enterpriseId, enabled: true } });
  }

  async first(enterpriseId: number, draft: RuleDraft): Promise<WorkOrderRule | null> {
    return firstMatch(await this.enabled(enterpriseId), draft);
  }
}
