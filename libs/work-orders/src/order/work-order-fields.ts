import { Injectable } from '@nestjs/common';
import { DataScope } from '@gengyun/contracts';
import { BusinessError, ensureInScope, type AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderTypeService, type WorkOrderTypeView } from '../type/work-order-type.service';
import { WorkOrderPoolService } from '../pool/work-order-pool.service';
import type { WorkOrder } from './work-order.entity';
import { CustomFieldValues } from './custom-field-values';
import { BatchReads } from './batch-reads';
import { orderPlace, placeKey } from './order-place';
import { WorkOrderQueryService } from './work-order-query.service';
import type { WorkOrderAddDto, WorkOrderUpdateDto } from './work-order.dto';

export type CheckedFields = Pick<
  WorkOrder,
  | 'title'
  | 'type_id'
  | 'priority'
  | 'person_in_charge_id'
  | 'pool_id'
  | 'equipment_id'
  | 'location_id'
  | 'description'
  | 'due_time'
  | 'fee'
  | 'parent_id'
  | 'custom_fields'
>;
/** Fields whose change an edit lists in the timeline. */
export const TRACKED_FIELDS: ReadonlyArray<keyof CheckedFields> = [
  'title',
  'type_id',
  'priority',
  'person_in_charge_id',
  'pool_id',
  'equipment_id',
  'location_id',
  'description',
  'due_time',
  'fee',
  'parent_id',
  'custom_fields',
];

/** A form's fields checked against the rules and references an order's add, edit and import share. */
@Injectable()
export class WorkOrderFields {
  constructor(
    private readonly types: WorkOrderTypeService,
    private readonly pools: WorkOrderPoolService,
    private readonly equipment: EquipmentReferences,
    private readonly directory: UserDirectory,
    private readonly customFields: CustomFieldValues,
    private readonly query: WorkOrderQueryService,
  ) {}

  /** The columns to store, once every rule holds and every id is found in the caller's enterprise and scope (imports check rows with it too). */
  async checked(
    ctx: AuthContext,
    dto: WorkOrderAddDto | WorkOrderUpdateDto,
    reads: BatchReads = BatchReads.direct,
  ): Promise<{ fields: CheckedFields; type: WorkOrderTypeView }> {
    const { person_in_charge_id: personId, type_id: typeId, pool_id: poolId, parent_id: parentId } = dto;
    if (!personId)
      {throw new BusinessError('workOrder.errors.personInCharge', 422, [], {
        fields: { person_in_charge_id: 'isNotEmpty' },
      });}
    const type = await reads.once(`type:${typeId}`, () => this.types.detail(ctx, typeId));
    if (!type.enabled)
      {throw new BusinessError('workOrder.errors.typeDisabled', 422, [], { fields: { type_id: 'disabled' } });}
    await reads.once(usersKey([personId]), () => this.directory.checkUsers(ctx, [personId]));
    if (poolId) await reads.once(`pool:${poolId}`, () => this.pools.find(ctx, poolId));
    const { locationId } = await orderPlace(this.equipment, ctx, dto, reads);
    ensureInScope(ctx, { [DataScope.location]: locationId, [DataScope.workOrderType]: type.id });
    if (parentId) await reads.once(`order:${parentId}`, () => this.query.find(ctx, parentId));
    const customFields = await this.customFields.check(ctx, type.fields, dto.custom_fields, reads);
    return {
      type,
      fields: {
        title: dto.title,
        type_id: type.id,
        priority: dto.priority,
        person_in_charge_id: dto.person_in_charge_id,
        pool_id: dto.pool_id ?? null,
        equipment_id: dto.equipment_id ?? null,
        location_id: locationId,
        description: dto.description ?? null,
        due_time: dto.due_time ? new Date(dto.due_time) : null,
        fee: dto.fee ?? null,
        parent_id: dto.parent_id ?? null,
        custom_fields: customFields,
      },
    };
  }

  /** The reads of one batch of adds, with the places of every piece of equipment its forms name read in one query. */
  async batchReads(ctx: AuthContext, forms: ReadonlyArray<{ equipment_id?: number | null }>): Promise<BatchReads> {
    const reads = new BatchReads();
    const ids = forms.map((f) => f.equipment_id).filter((id): id is number => !!id);
    // An id not found here is left to `orderPlace`'s own read, which refuses it as an add would.
    for (const [id, place] of await this.equipment.places(ctx, ids)) reads.prime(placeKey(id), place);
    return reads;
  }
}

/** The key a check of these users is kept under in a batch's reads. */
export const usersKey = (ids: readonly number[]): string => `users:${[...new Set(ids)].sort((a, b) => a - b).join(',')}`;
