import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { BatchReads } from '../order/batch-reads';
import { orderPlace } from '../order/order-place';
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
  async checked(ctx: AuthContext, ids: DraftIds, reads: BatchReads = BatchReads.direct): Promise<RuleDraft> {
    const { locationId, equipmentTypeId } = await orderPlace(this.equipment, ctx, ids, reads);
    const locations = locationId ? (await reads.once('ancestries', () => this.equipment.ancestries(ctx.enterpriseId)))(locationId) : [];
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
