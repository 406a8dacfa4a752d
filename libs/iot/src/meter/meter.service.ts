import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import { METER_CODE_PATTERN, type DeviceLogin, type Page } from '@gengyun/contracts';
import { AuditService, BusinessError, DeviceCredential, DeviceCredentialService, EventBus, ensureInScope, findScoped, meterTopic, paginate, scoped, whereKeyword, type AuthContext, type IssuedCredential, type MeterType, type RemarkPart } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { EnterpriseService } from '@gengyun/identity';
import { IngestMeterCache } from '../ingest/ingest-meter-cache';
import type { AddMeterDto, EnabledMeterListDto, MeterPageDto, UpdateMeterDto } from './meter.dto';
import { METER_SCOPE, Meter, meterScope } from './meter.entity';
import { QUANTITY_CATALOGUE, type QuantitySpec } from './meter-quantities';
import { MeterLatest, MeterRollup, MeterRollupDirty } from '../reading/reading.entity';
import { MeterMarkers } from './meter-markers';

export const METER_BUSINESS_NO = 'meter';

/** Shown once, when a meter is created or its credential rotated (the shape is the contracts'). */
export type { DeviceLogin };

export interface MeterDetail extends Meter {
  credential_username: string | null;
  quantities: readonly QuantitySpec[];
}

/** The meter registry: meters, their device credentials and enabling. */
@Injectable()
export class MeterService {
  constructor(
    @InjectRepository(Meter) private readonly repo: Repository<Meter>,
    @InjectRepository(DeviceCredential) private readonly logins: Repository<DeviceCredential>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly credentials: DeviceCredentialService,
    private readonly enterprises: EnterpriseService,
    private readonly cache: IngestMeterCache,
    private readonly audit: AuditService,
    private readonly equipment: EquipmentReferences,
    private readonly bus: EventBus,
    private readonly markers: MeterMarkers,
  ) {}

  /** A meter by id within an enterprise, or null: for other areas (alarm rules) that have no caller context. */
  get(enterpriseId: number, meterId: number): Promise<Meter | null> {
    return this.repo.findOne({ where: { id: meterId, enterprise_id: enterpriseId } });
  }

  pageList(ctx: AuthContext, dto: MeterPageDto): Promise<Page<Meter>> {
    const qb = scoped(this.repo.createQueryBuilder('m'), ctx, METER_SCOPE).orderBy('m.id', 'DESC');
    if (dto.meter_type) qb.andWhere('m.meter_type = :type', { type: dto.meter_type });
    if (dto.status) qb.andWhere('m.status = :status', { status: dto.status });
    if (dto.enabled !== undefined) qb.andWhere('m.enabled = :enabled', { enabled: dto.enabled });
    for (const column of ['location_id', 'equipment_id', 'customer_id'] as const) {
      if (dto[column]) qb.andWhere(`m.${column} = :${column}`, { [column]: dto[column] });
    }
    return paginate(whereKeyword(qb, dto.keyword, ['m.meter_code', 'm.name']), dto);
  }

  enabledList(ctx: AuthContext, dto: EnabledMeterListDto): Promise<Array<Pick<Meter, 'id' | 'meter_code' | 'name' | 'meter_type'>>> {
    const qb = scoped(this.repo.createQueryBuilder('m'), ctx, METER_SCOPE)
      .select(['m.id', 'm.meter_code', 'm.name', 'm.meter_type'])
      .andWhere('m.enabled = :enabled', { enabled: true })
      .orderBy('m.meter_code', 'ASC');
    if (dto.meter_type) qb.andWhere('m.meter_type = :type', { type: dto.meter_type });
    return qb.getMany();
  }

  async detail(ctx: AuthContext, id: number): Promise<MeterDetail> {
    const meter = await findScoped(this.repo, ctx, id, METER_SCOPE);
    const credential = meter.credential_id ? await this.logins.findOne({ where: { id: meter.credential_id }, select: { id: true, username: true } }) : null;
    return Object.assign(meter, { credential_username: credential?.username ?? null, quantities: QUANTITY_CATALOGUE[meter.meter_type] });
  }

  /** Meters the caller may see among `ids` (others are silently left out). */
  async visible(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, ids: number[]): Promise<Meter[]> {
    return scoped(this.repo.createQueryBuilder('m'), ctx, METER_SCOPE).andWhere('m.id IN (:...ids)', { ids }).getMany();
  }

  /** Every meter of the caller's scope (for the monitor snapshot). */
  all(ctx: AuthContext): Promise<Meter[]> {
    return scoped(this.repo.createQueryBuilder('m'), ctx, METER_SCOPE).orderBy('m.meter_code', 'ASC').getMany();
  }

  async add(ctx: AuthContext, dto: AddMeterDto): Promise<{ meter: Meter; credential: DeviceLogin }> {
    if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, meter_code: dto.meter_code } })) {
      throw BusinessError.conflict('iot.meter.errors.codeTaken', [dto.meter_code]);
    }
    const place = await this.placeOf(ctx, dto);
    const enterprise = await this.enterprises.get(ctx.enterpriseId);
    if (!METER_CODE_PATTERN.test(enterprise.code)) throw new BusinessError('iot.meter.errors.enterpriseCode', 422, [enterprise.code]);
    const topic = meterTopic({ enterpriseCode: enterprise.code, meterType: dto.meter_type, meterCode: dto.meter_code });
    const issued = await this.credentials.issue(ctx.enterpriseId, { enterpriseCode: enterprise.code, meterType: dto.meter_type, meterCode: dto.meter_code }, ctx.userId || null);
    try {
      const meter = await this.db.transaction(async (m) => {
        const saved = await m.save(
          this.repo.create({
            enterprise_id: ctx.enterpriseId,
            create_user_id: ctx.userId || null,
            meter_code: dto.meter_code,
            meter_type: dto.meter_type,
            topic,
            credential_id: issued.id,
            status: 'never',
            last_seen: null,
            ...this.fields(dto, { enabled: true, offline_after_seconds: 300 }),
            ...place,
          }),
        );
        await this.audit.record(ctx, METER_BUSINESS_NO, saved.id, [{ key: 'iot.meter.audit.created', params: [saved.name] }], m);
        return saved;
      });
      if (!meter.enabled) await this.credentials.setEnabled(ctx.enterpriseId, issued.id, false);
      this.cache.invalidate(topic);
      return { meter, credential: login(issued) };
    } catch (error) {
      await this.credentials.setEnabled(ctx.enterpriseId, issued.id, false);
      if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, meter_code: dto.meter_code } })) {
        throw BusinessError.conflict('iot.meter.errors.codeTaken', [dto.meter_code]);
      }
      throw error;
    }
  }

  async update(ctx: AuthContext, dto: UpdateMeterDto): Promise<Meter> {
    const meter = await findScoped(this.repo, ctx, dto.id, METER_SCOPE);
    const place = await this.placeOf(ctx, dto);
    const before = { name: meter.name, enabled: meter.enabled, equipment_id: meter.equipment_id, location_id: meter.location_id, equipment_type_id: meter.equipment_type_id };
    Object.assign(meter, this.fields(dto, { enabled: meter.enabled, offline_after_seconds: meter.offline_after_seconds }), place);
    const saved = await this.db.transaction(async (m) => {
      const row = await m.save(meter);
      const remark: RemarkPart[] = [{ key: 'iot.meter.audit.updated', params: [before.name] }];
      if (before.enabled !== row.enabled) remark.push({ key: row.enabled ? 'iot.meter.audit.enabled' : 'iot.meter.audit.disabled', params: [] });
      await this.audit.record(ctx, METER_BUSINESS_NO, row.id, remark, m);
      return row;
    });
    if (before.enabled !== saved.enabled && saved.credential_id) await this.credentials.setEnabled(ctx.enterpriseId, saved.credential_id, saved.enabled);
    this.cache.invalidate(saved.topic);
    if (before.location_id !== saved.location_id || before.equipment_type_id !== saved.equipment_type_id) {
      this.bus.emit('iot.meter.placed', { enterpriseId: ctx.enterpriseId, meterIds: [saved.id], scope: meterScope(saved) });
    }
    if (before.equipment_id !== saved.equipment_id || before.enabled !== saved.enabled) await this.markers.changed(ctx.enterpriseId, [before.equipment_id, saved.equipment_id]);
    return saved;
  }

  /** Links a meter to a piece of equipment, keeping its other fields (the demo seeder links its meters so). */
  async linkEquipment(ctx: AuthContext, id: number, equipmentId: number): Promise<Meter> {
    const meter = await findScoped(this.repo, ctx, id, METER_SCOPE);
    return this.update(ctx, {
      id,
      name: meter.name,
      equipment_id: equipmentId,
      customer_id: meter.customer_id ?? undefined,
      enabled: meter.enabled,
      offline_after_seconds: meter.offline_after_seconds,
      remark: meter.remark ?? undefined,
    });
  }

  /** Meters of a piece of equipment that moved or changed type follow it (and so do who may see them). */
  async followEquipment(e: { enterpriseId: number; equipmentId: number; locationId: number | null; typeId: number | null }): Promise<void> {
    const meters = await this.repo.find({ select: { id: true, topic: true }, where: { enterprise_id: e.enterpriseId, equipment_id: e.equipmentId } });
    if (!meters.length) return;
    const place = { location_id: e.locationId, equipment_type_id: e.typeId };
    await this.repo.update({ id: In(meters.map((m) => m.id)) }, { ...place, update_time: new Date() });
    for (const m of meters) this.cache.invalidate(m.topic);
    this.bus.emit('iot.meter.placed', { enterpriseId: e.enterpriseId, meterIds: meters.map((m) => m.id), scope: meterScope(place) });
  }

  /**
   * Where a meter is: with equipment, the equipment's location and type (another location is refused); otherwise the
   * location given. Each reference exists in the caller's scope, and the meter must stay visible to its writer.
   */
  private async placeOf(ctx: AuthContext, dto: AddMeterDto | UpdateMeterDto): Promise<Pick<Meter, 'equipment_id' | 'location_id' | 'equipment_type_id'>> {
    let place: Pick<Meter, 'equipment_id' | 'location_id' | 'equipment_type_id'> = { equipment_id: null, location_id: dto.location_id ?? null, equipment_type_id: null };
    if (dto.equipment_id) {
      const equipment = await this.equipment.place(ctx, dto.equipment_id);
      if (dto.location_id && dto.location_id !== equipment.locationId) {
        throw new BusinessError('iot.meter.errors.locationMismatch', 422, [], { fields: { location_id: 'locationMismatch' } });
      }
      place = { equipment_id: equipment.id, location_id: equipment.locationId, equipment_type_id: equipment.typeId };
    } else if (dto.location_id) {
      await this.equipment.location(ctx, dto.location_id);
    }
    ensureInScope(ctx, meterScope(place));
    return place;
  }

  /** Removes the meter, its latest values, roll-ups and hours waiting for derivation; raw readings leave with retention. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const meter = await findScoped(this.repo, ctx, id, METER_SCOPE);
    await this.db.transaction(async (m) => {
      await m.delete(MeterLatest, { meter_id: id });
      await m.delete(MeterRollup, { meter_id: id });
      await m.delete(MeterRollupDirty, { meter_id: id });
      await m.delete(Meter, { id });
      await this.audit.record(ctx, METER_BUSINESS_NO, id, [{ key: 'iot.meter.audit.deleted', params: [meter.name] }], m);
    });
    if (meter.credential_id) await this.credentials.setEnabled(ctx.enterpriseId, meter.credential_id, false);
    this.cache.invalidate(meter.topic);
    await this.markers.changed(ctx.enterpriseId, [meter.equipment_id]);
  }

  /** Disables the meter's credential and issues a new one (its password is shown once). */
  async rotateCredential(ctx: AuthContext, id: number): Promise<DeviceLogin> {
    const meter = await findScoped(this.repo, ctx, id, METER_SCOPE);
    const enterprise = await this.enterprises.get(ctx.enterpriseId);
    const issued = await this.credentials.issue(ctx.enterpriseId, { enterpriseCode: enterprise.code, meterType: meter.meter_type, meterCode: meter.meter_code }, ctx.userId || null);
    if (meter.credential_id) await this.credentials.setEnabled(ctx.enterpriseId, meter.credential_id, false);
    if (!meter.enabled) await this.credentials.setEnabled(ctx.enterpriseId, issued.id, false);
    await this.db.transaction(async (m) => {
      await m.update(Meter, { id }, { credential_id: issued.id, update_time: new Date() });
      await this.audit.record(ctx, METER_BUSINESS_NO, id, [{ key: 'iot.meter.audit.credentialRotated' }], m);
    });
    return login(issued);
  }

  /** Enabled meters of one type in an enterprise (per-type alarm rules). */
  enabledOfType(enterpriseId: number, meterType: MeterType): Promise<Meter[]> {
    return this.repo.find({ where: { enterprise_id: enterpriseId, meter_type: meterType, enabled: true } });
  }

  /** Meters by id, any enterprise (for the offline sweep and ingest events). */
  byIds(ids: number[]): Promise<Meter[]> {
    return ids.length ? this.repo.find({ where: { id: In(ids) } }) : Promise.resolve([]);
  }

  private fields(dto: AddMeterDto | UpdateMeterDto, keep: { enabled: boolean; offline_after_seconds: number }): Partial<Meter> {
    return {
      name: dto.name,
      customer_id: dto.customer_id ?? null,
      enabled: dto.enabled ?? keep.enabled,
      offline_after_seconds: dto.offline_after_seconds ?? keep.offline_after_seconds,
      remark: dto.remark ?? null,
    };
  }
}

const login = (issued: IssuedCredential): DeviceLogin => ({ username: issued.username, password: issued.password, topic: issued.topic });
