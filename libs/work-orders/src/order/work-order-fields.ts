import { Injectable } from '@nestjs/common';
import { DataScope } from '@gengyun/contracts';
import { BusinessError, ensureInScope, type AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderTypeService, type WorkOrderTypeView } from '../type/work-order-type.service';
import { WorkOrderPoolService } from '../pool/work-order-pool.service';
import type { WorkOrder } from './work-order.entity';
import { CustomFieldValues } from './custom-field-values';
import { orderPlace } from './order-place';
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
  ): Promise<{ fields: CheckedFields; type: WorkOrderTypeView }> {
    if (!dto.person_in_charge_id)
      {throw new BusinessError('workOrder.errors.personInCharge', 422, [], {
        fields: { person_in_charge_id: 'isNotEmpty' },
      });}
    const type = await this.types.detail(ctx, dto.type_id);
    if (!type.enabled)
      {throw new BusinessError('workOrder.errors.typeDisabled', 422, [], { fields: { type_id: 'disabled' } });}
    await this.directory.checkUsers(ctx, [dto.person_in_charge_id]);
    if (dto.pool_id) await this.pools.find(ctx, dto.pool_id);
    const { locationId } = await orderPlace(this.equipment, ctx, dto);
    ensureInScope(ctx, { [DataScope.location]: locationId, [DataScope.workOrderType]: type.id });
    if (dto.parent_id) await this.query.find(ctx, dto.parent_id);
    const customFields = await this.customFields.check(ctx, type.fields, dto.custom_fields);
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
}
