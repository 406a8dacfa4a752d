import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService, BusinessError, EventBus, ensureInScope, type AuthContext } from '@gengyun/core';
import type { AddEquipmentDto, ScrapDto, UpdateEquipmentDto } from './equipment.dto';
import { BIZ, EquipmentStatus, FREE_STATUSES, LOCKED_STATUSES, RunningStatus } from '../equipment.constants';
import { Equipment } from './equipment.entity';
import { EquipmentCountItem } from '../io/equipment-count.entity';
import { EquipmentIo, EquipmentIoItem } from '../io/equipment-io.entity';
import type { Caller } from '../equipment-scope.service';
import { EquipmentRules } from './equipment-rules';
import { EquipmentAuditRemarks, type FieldChange } from './equipment-audit';

/** Fields an edit copies as sent (undefined keeps the current value). */
const PLAIN = ['asset_name', 'running_status_id', 'supplier_id', 'address_id', 'warranty_type', 'warranty_start', 'warranty_end', 'purchase_date', 'purchase_cost', 'specification', 'remark', 'x', 'y', 'lng', 'lat'] as const;

/** Writes to the ledger: add, update, delete, scrap. Status changes go through io orders or scrapping only. */
@Injectable()
export class EquipmentService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rules: EquipmentRules,
    private readonly audit: AuditService,
    private readonly remarks: EquipmentAuditRemarks,
    private readonly bus: EventBus,
  ) {}

  async add(ctx: AuthContext, dto: AddEquipmentDto): Promise<Equipment> {
    const refs = await this.rules.check(ctx, dto, null);
    ensureInScope(ctx, { location: dto.position_id ?? null, equipment_type: refs.type_id });
    return this.db.transaction(async (m) => {
      const row = m.create(Equipment, {
        enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, asset_code: dto.asset_code, asset_name: dto.asset_name,
        position_id: dto.position_id ?? null, parent_id: dto.parent_id ?? null, status: dto.status ?? EquipmentStatus.notInStorage,
        running_status_id: dto.running_status_id ?? RunningStatus.stopped, scrap_reason: null, scrap_time: null, ...refs,
      });
      for (const key of PLAIN) if (key !== 'asset_name' && key !== 'running_status_id') (row as unknown as Record<string, unknown>)[key] = dto[key] ?? null;
      const saved = await m.save(row);
      await this.audit.record(ctx, BIZ.equipment, saved.id, [{ key: 'common.audit.created', params: [`${saved.asset_code} ${saved.asset_name}`] }], m);
      return saved;
    });
  }

  async update(ctx: AuthContext, dto: UpdateEquipmentDto): Promise<Equipment> {
    const row = await this.rules.find(ctx, dto.id);
    if (dto.status !== undefined && dto.status !== row.status && (LOCKED_STATUSES.includes(row.status) || !FREE_STATUSES.includes(dto.status))) {
      throw new BusinessError('equipment.errors.statusLocked', 422, [], { fields: { status: 'statusLocked' } });
    }
    const next = {
      ...dto,
      asset_code: dto.asset_code ?? row.asset_code,
      type_id: dto.type_id ?? row.type_id ?? undefined,
      model_id: dto.model_id ?? row.model_id ?? undefined,
      position_id: dto.position_id ?? row.position_id ?? undefined,
      parent_id: dto.clear_parent ? undefined : (dto.parent_id ?? row.parent_id ?? undefined),
      supplier_id: dto.supplier_id ?? row.supplier_id ?? undefined,
      manufacturer_id: dto.manufacturer_id ?? row.manufacturer_id ?? undefined,
      warranty_start: dto.warranty_start ?? row.warranty_start ?? undefined,
      warranty_end: dto.warranty_end ?? row.warranty_end ?? undefined,
    };
    const refs = await this.rules.check(ctx, next, row);
    ensureInScope(ctx, { location: next.position_id ?? null, equipment_type: refs.type_id });
    const placedBefore = { locationId: row.position_id, typeId: row.type_id };
    const changes: FieldChange[] = [];
    const apply = (key: keyof Equipment, value: unknown): void => {
      const before = row[key];
      if (value === undefined || String(before ?? '') === String(value ?? '')) return;
      changes.push({ field: key, before, after: value });
      (row as unknown as Record<string, unknown>)[key] = value;
    };
    apply('asset_code', next.asset_code);
    apply('type_id', refs.type_id);
    apply('model_id', refs.model_id);
    apply('manufacturer_id', refs.manufacturer_id);
    apply('position_id', next.position_id ?? null);
    apply('parent_id', next.parent_id ?? null);
    apply('status', dto.status);
    for (const key of PLAIN) apply(key, dto[key]);
    if (dto.custom_fields !== undefined) apply('custom_fields', refs.custom_fields);
    if (!changes.length) return row;
    // Read before the transaction: labels may come from the dictionary, which seeds an enterprise's defaults in a
    // transaction of its own (SQLite has one writer).
    const remarks = await this.remarks.fieldChanges(ctx, changes);
    const saved = await this.db.transaction(async (m) => {
      const updated = await m.save(row);
      await this.audit.record(ctx, BIZ.equipment, row.id, remarks, m);
      return updated;
    });
    if (placedBefore.locationId !== saved.position_id || placedBefore.typeId !== saved.type_id) {
      this.bus.emit('equipment.placed', { enterpriseId: ctx.enterpriseId, equipmentId: saved.id, locationId: saved.position_id, typeId: saved.type_id });
    }
    return saved;
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.rules.find(ctx, id);
    if (await this.rules.hasChildren(ctx, id)) throw BusinessError.conflict('common.errors.hasChildren');
    if (await this.referenced(this.db.manager, id)) throw BusinessError.conflict('equipment.errors.inUse');
    const label = `${row.asset_code} ${row.asset_name}`;
    await this.db.transaction(async (m) => {
      await m.delete(Equipment, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.equipment, id, [{ key: 'common.audit.deleted', params: [label] }], m);
      // The deleted row's own log can no longer be opened; its parent's log keeps the trace.
      if (row.parent_id !== null) await this.audit.record(ctx, BIZ.equipment, row.parent_id, [{ key: 'equipment.audit.childDeleted', params: [label] }], m);
    });
  }

  /** Scrapping is its own action with a reason; a scrapped asset stays scrapped. */
  async scrap(ctx: Caller, dto: ScrapDto): Promise<Equipment> {
    const row = await this.rules.find(ctx, dto.id);
    if (row.status === EquipmentStatus.scrapped) throw BusinessError.conflict('equipment.errors.alreadyScrapped');
    return this.db.transaction(async (m) => {
      Object.assign(row, { status: EquipmentStatus.scrapped, scrap_reason: dto.reason, scrap_time: new Date() });
      const saved = await m.save(row);
      await this.audit.record(ctx, BIZ.equipment, row.id, [{ key: 'equipment.audit.scrapped', params: [dto.reason] }], m);
      return saved;
    });
  }

  /** On an io order that is not done yet, or on a count. */
  private async referenced(m: EntityManager, id: number): Promise<boolean> {
    const openIo = await m
      .createQueryBuilder(EquipmentIoItem, 'i')
      .innerJoin(EquipmentIo, 'o', 'o.id = i.io_id')
      .where('i.equipment_id = :id AND o.state <> 3', { id })
      .getExists();
    return openIo || (await m.exists(EquipmentCountItem, { where: { equipment_id: id } }));
  }
}
