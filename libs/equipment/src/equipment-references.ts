import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, type Repository } from 'typeorm';
import { BusinessError, findScoped, scoped, type AuthContext } from '@gengyun/core';
import { DataScope, EquipmentStatus, type PartnerKind } from '@gengyun/contracts';
import { AssetPosition } from './location/asset-position.entity';
import { Equipment } from './ledger/equipment.entity';
import { EQUIPMENT_SCOPE } from './equipment-scope.service';
import { EquipmentType } from './catalog/equipment-type.entity';
import { EquipmentModel } from './catalog/equipment-model.entity';
import { withDescendants } from './location/tree';
import { Partner } from './basic/partner.entity';

type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;

/** Where a piece of equipment is and what it is, for things placed with it (meters, work orders). */
export interface EquipmentPlace {
  id: number;
  locationId: number | null;
  typeId: number | null;
}

/** Which equipment a rule covers: of a type or a model (or both), under a location (its subtree), or anywhere. */
export interface EquipmentCoverage {
  typeId?: number | null;
  modelId?: number | null;
  locationId?: number | null;
}

/** Display names of equipment and locations, for rows another area lists (service requests). */
export interface PlaceLabels {
  equipment: Map<number, { name: string; code: string; locationId: number | null }>;
  locations: Map<number, string>;
}

/**
 * What other areas may check about equipment, locations and types: each exists in the caller's enterprise and within
 * their data scope, or it is "not found". Other areas never read these tables themselves.
 */
@Injectable()
export class EquipmentReferences {
  constructor(
    @InjectRepository(Equipment) private readonly equipment: Repository<Equipment>,
    @InjectRepository(AssetPosition) private readonly locations: Repository<AssetPosition>,
    @InjectRepository(EquipmentType) private readonly types: Repository<EquipmentType>,
    @InjectRepository(EquipmentModel) private readonly models: Repository<EquipmentModel>,
    @InjectRepository(Partner) private readonly partners: Repository<Partner>,
  ) {}

  async place(ctx: Caller, equipmentId: number): Promise<EquipmentPlace> {
    const row = await findScoped(this.equipment, ctx, equipmentId, EQUIPMENT_SCOPE);
    return { id: row.id, locationId: row.position_id, typeId: row.type_id };
  }

  /** `place` for many ids in one query, by the same check: the ids found in the caller's enterprise and scope, by id. */
  async places(ctx: Caller, equipmentIds: readonly number[]): Promise<Map<number, EquipmentPlace>> {
    const ids = [...new Set(equipmentIds)];
    if (!ids.length) return new Map();
    const rows = await scoped(this.equipment.createQueryBuilder('t'), ctx, EQUIPMENT_SCOPE).andWhere('t.id IN (:...ids)', { ids }).getMany();
    return new Map(rows.map((r) => [r.id, { id: r.id, locationId: r.position_id, typeId: r.type_id }]));
  }

  /** Asset codes of the equipment among these ids in the caller's enterprise and scope, by id (exports leave the others out). */
  async assetCodes(ctx: Caller, equipmentIds: readonly number[]): Promise<Map<number, string>> {
    const ids = [...new Set(equipmentIds)];
    if (!ids.length) return new Map();
    const rows = await scoped(this.equipment.createQueryBuilder('t'), ctx, EQUIPMENT_SCOPE).select(['t.id', 't.asset_code']).andWhere('t.id IN (:...ids)', { ids }).getMany();
    return new Map(rows.map((r) => [r.id, r.asset_code]));
  }

  /** The equipment with this asset code in the caller's scope, or null (the demo seeders link by code). */
  async byCode(ctx: Caller, assetCode: string): Promise<EquipmentPlace | null> {
    const row = await scoped(this.equipment.createQueryBuilder('e'), ctx, EQUIPMENT_SCOPE).andWhere('e.asset_code = :code', { code: assetCode }).getOne();
    return row ? { id: row.id, locationId: row.position_id, typeId: row.type_id } : null;
  }

  /** The location with this code in the caller's scope, or null (imports name locations by code). */
  async locationByCode(ctx: Caller, code: string): Promise<number | null> {
    const row = await scoped(this.locations.createQueryBuilder('p'), ctx, { [DataScope.location]: 'id' }).andWhere('p.code = :code', { code }).getOne();
    return row?.id ?? null;
  }

  /** The equipment type with this code in the caller's type scope, or null (imports name types by code). */
  async typeByCode(ctx: Caller, code: string): Promise<number | null> {
    const row = await scoped(this.types.createQueryBuilder('t'), ctx, { [DataScope.equipmentType]: 'id' }).andWhere('t.code = :code', { code }).getOne();
    return row?.id ?? null;
  }

  /** The model of this name (of the type, when given) in the caller's type scope, or null (models have no code; imports name them). */
  async modelByName(ctx: Caller, name: string, typeId: number | null): Promise<{ id: number; typeId: number } | null> {
    const qb = scoped(this.models.createQueryBuilder('m'), ctx, { [DataScope.equipmentType]: 'type_id' }).andWhere('m.name = :name', { name });
    if (typeId) qb.andWhere('m.type_id = :typeId', { typeId });
    const row = await qb.orderBy('m.id', 'ASC').getOne();
    return row ? { id: row.id, typeId: row.type_id } : null;
  }

  /** `byCode`, `locationByCode`, `typeByCode` for a whole sheet's codes at once: found ones by code (lowest id first), one query each. */
  async byCodes(ctx: Caller, codes: readonly string[]): Promise<Map<string, EquipmentPlace>> {
    if (!codes.length) return new Map();
    const rows = await scoped(this.equipment.createQueryBuilder('e'), ctx, EQUIPMENT_SCOPE).andWhere('e.asset_code IN (:...codes)', { codes: [...new Set(codes)] }).orderBy('e.id', 'DESC').getMany();
    return new Map(rows.map((r) => [r.asset_code, { id: r.id, locationId: r.position_id, typeId: r.type_id }]));
  }

  async locationsByCodes(ctx: Caller, codes: readonly string[]): Promise<Map<string, number>> {
    if (!codes.length) return new Map();
    const rows = await scoped(this.locations.createQueryBuilder('p'), ctx, { [DataScope.location]: 'id' }).andWhere('p.code IN (:...codes)', { codes: [...new Set(codes)] }).orderBy('p.id', 'DESC').getMany();
    return new Map(rows.map((r) => [r.code as string, r.id]));
  }

  async typesByCodes(ctx: Caller, codes: readonly string[]): Promise<Map<string, number>> {
    if (!codes.length) return new Map();
    const rows = await scoped(this.types.createQueryBuilder('t'), ctx, { [DataScope.equipmentType]: 'id' }).andWhere('t.code IN (:...codes)', { codes: [...new Set(codes)] }).orderBy('t.id', 'DESC').getMany();
    return new Map(rows.map((r) => [r.code as string, r.id]));
  }

  /** `modelByName` for a whole sheet: pick(name, typeId) answers as it would, after one query for every name. */
  async modelsByNames(ctx: Caller, names: readonly string[]): Promise<(name: string, typeId: number | null) => { id: number; typeId: number } | null> {
    const rows = names.length
      ? await scoped(this.models.createQueryBuilder('m'), ctx, { [DataScope.equipmentType]: 'type_id' }).andWhere('m.name IN (:...names)', { names: [...new Set(names)] }).orderBy('m.id', 'ASC').getMany()
      : [];
    return (name, typeId) => {
      const row = rows.find((m) => m.name === name && (!typeId || m.type_id === typeId));
      return row ? { id: row.id, typeId: row.type_id } : null;
    };
  }

  /**
   * Types and models the caller could choose (their type scope), by name: every one of each name, as names are unique
   * only among a type's siblings or a type's models, so a sheet's name may stand for more than one.
   */
  async fitsByNames(ctx: Caller, types: readonly string[], models: readonly string[]): Promise<{ types: Map<string, number[]>; models: Map<string, number[]> }> {
    const named = <T extends { id: number; name: string }>(rows: T[]) => {
      const ids = new Map<string, number[]>();
      for (const r of rows) ids.set(r.name, [...(ids.get(r.name) ?? []), r.id]);
      return ids;
    };
    const [t, m] = await Promise.all([
      types.length ? scoped(this.types.createQueryBuilder('t'), ctx, { [DataScope.equipmentType]: 'id' }).andWhere('t.name IN (:...names)', { names: [...new Set(types)] }).orderBy('t.id', 'ASC').getMany() : [],
      models.length ? scoped(this.models.createQueryBuilder('m'), ctx, { [DataScope.equipmentType]: 'type_id' }).andWhere('m.name IN (:...names)', { names: [...new Set(models)] }).orderBy('m.id', 'ASC').getMany() : [],
    ]);
    return { types: named(t), models: named(m) };
  }

  /** Type and model names by id (exports of rows the caller already scoped). */
  async fitNames(enterpriseId: number, typeIds: readonly number[], modelIds: readonly number[]): Promise<{ types: Map<number, string>; models: Map<number, string> }> {
    const [types, models] = await Promise.all([
      typeIds.length ? this.types.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, id: In([...new Set(typeIds)]) } }) : [],
      modelIds.length ? this.models.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, id: In([...new Set(modelIds)]) } }) : [],
    ]);
    return { types: new Map(types.map((r) => [r.id, r.name])), models: new Map(models.map((r) => [r.id, r.name])) };
  }

  /** Type codes and model names by id, as imports read them (exports of rows the caller already scoped). */
  async catalogLabels(enterpriseId: number, typeIds: ReadonlyArray<number | null>, modelIds: ReadonlyArray<number | null>): Promise<{ typeCodes: Map<number, string>; modelNames: Map<number, string> }> {
    const ids = (list: ReadonlyArray<number | null>): number[] => [...new Set(list.filter((id): id is number => typeof id === 'number'))];
    const [types, models] = await Promise.all([
      ids(typeIds).length ? this.types.find({ select: { id: true, code: true }, where: { enterprise_id: enterpriseId, id: In(ids(typeIds)) } }) : [],
      ids(modelIds).length ? this.models.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, id: In(ids(modelIds)) } }) : [],
    ]);
    return { typeCodes: new Map(types.filter((t) => t.code).map((t) => [t.id, t.code as string])), modelNames: new Map(models.map((m) => [m.id, m.name])) };
  }

  async location(ctx: Caller, id: number): Promise<void> {
    await findScoped(this.locations, ctx, id, { [DataScope.location]: 'id' });
  }

  async type(ctx: Caller, id: number): Promise<void> {
    await findScoped(this.types, ctx, id, { [DataScope.equipmentType]: 'id' });
  }

  /** A model in the caller's type scope, with the type it belongs to. */
  async model(ctx: Caller, id: number): Promise<{ id: number; typeId: number }> {
    const row = await findScoped(this.models, ctx, id, { [DataScope.equipmentType]: 'type_id' });
    return { id: row.id, typeId: row.type_id };
  }

  /**
   * The equipment a coverage resolves to now, scrapped equipment left out, by id (a plan's "every pump under the
   * plant" takes in equipment added since). No caller scope applies: the rule was checked when it was saved.
   */
  async covered(enterpriseId: number, coverage: EquipmentCoverage): Promise<EquipmentPlace[]> {
    const where: Record<string, unknown> = { enterprise_id: enterpriseId, status: Not(EquipmentStatus.scrapped) };
    if (coverage.typeId) where.type_id = coverage.typeId;
    if (coverage.modelId) where.model_id = coverage.modelId;
    if (coverage.locationId) {
      const tree = await this.locations.find({ select: { id: true, parent_id: true }, where: { enterprise_id: enterpriseId } });
      where.position_id = In(withDescendants(tree, [coverage.locationId]));
    }
    const rows = await this.equipment.find({ select: { id: true, position_id: true, type_id: true }, where, order: { id: 'ASC' } });
    return rows.map((r) => ({ id: r.id, locationId: r.position_id, typeId: r.type_id }));
  }

  /**
   * `covered` for many rules at once, in their order: the pieces of every type and model they name in one query and the
   * location tree once (a generation run over thousands of type plans), then each rule applied in memory. A rule naming
   * neither a type nor a model is read by `covered`.
   */
  async coveredAll(enterpriseId: number, coverages: readonly EquipmentCoverage[]): Promise<EquipmentPlace[][]> {
    const ids = (pick: (c: EquipmentCoverage) => number | null | undefined) => [...new Set(coverages.map(pick).filter((id): id is number => !!id))];
    const [typeIds, modelIds] = [ids((c) => c.typeId), ids((c) => c.modelId)];
    const base = { enterprise_id: enterpriseId, status: Not(EquipmentStatus.scrapped) };
    const where = [...(typeIds.length ? [{ ...base, type_id: In(typeIds) }] : []), ...(modelIds.length ? [{ ...base, model_id: In(modelIds) }] : [])];
    const rows = where.length ? await this.equipment.find({ select: { id: true, position_id: true, type_id: true, model_id: true }, where, order: { id: 'ASC' } }) : [];
    const tree = coverages.some((c) => c.locationId) ? await this.locations.find({ select: { id: true, parent_id: true }, where: { enterprise_id: enterpriseId } }) : [];
    return Promise.all(
      coverages.map(async (c) => {
        if (!c.typeId && !c.modelId) return this.covered(enterpriseId, c);
        const under = c.locationId ? new Set(withDescendants(tree, [c.locationId])) : null;
        return rows
          .filter((r) => (!c.typeId || r.type_id === c.typeId) && (!c.modelId || r.model_id === c.modelId) && (!under || (r.position_id !== null && under.has(r.position_id))))
          .map((r) => ({ id: r.id, locationId: r.position_id, typeId: r.type_id }));
      }),
    );
  }

  /** The equipment of these ids that is still in the enterprise and not scrapped (a plan's chosen pieces, at generation). */
  async existing(enterpriseId: number, ids: readonly number[]): Promise<EquipmentPlace[]> {
    if (!ids.length) return [];
    const rows = await this.equipment.find({ select: { id: true, position_id: true, type_id: true }, where: { enterprise_id: enterpriseId, id: In([...ids]), status: Not(EquipmentStatus.scrapped) }, order: { id: 'ASC' } });
    return rows.map((r) => ({ id: r.id, locationId: r.position_id, typeId: r.type_id }));
  }

  /** A manufacturer or supplier of the caller's enterprise (partners carry no data scope). */
  async partner(ctx: Pick<Caller, 'enterpriseId'>, kind: PartnerKind, id: number): Promise<void> {
    if (!(await this.partners.exists({ where: { enterprise_id: ctx.enterpriseId, kind, id } }))) throw BusinessError.notFound();
  }

  /** An enterprise's manufacturers or suppliers by name (imports name them as typed). */
  async partnersByName(enterpriseId: number, kind: PartnerKind): Promise<Map<string, number>> {
    const rows = await this.partners.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, kind }, order: { id: 'ASC' } });
    return new Map(rows.map((r) => [r.name, r.id]));
  }

  /** Names of an enterprise's manufacturers and suppliers by id, for rows another area lists. */
  async partnerNames(enterpriseId: number, ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!wanted.length) return new Map();
    const rows = await this.partners.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, id: In(wanted) } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * Names of an enterprise's equipment and locations by id, in two queries. No scope applies: the caller lists rows it
   * already scoped, or shows the harmless facts of one piece of equipment (a public request page).
   */
  async labels(enterpriseId: number, equipmentIds: ReadonlyArray<number | null>, locationIds: ReadonlyArray<number | null>): Promise<PlaceLabels> {
    const ids = (list: ReadonlyArray<number | null>): number[] => [...new Set(list.filter((id): id is number => typeof id === 'number'))];
    const [equipment, locations] = await Promise.all([
      ids(equipmentIds).length ? this.equipment.find({ select: { id: true, asset_name: true, asset_code: true, position_id: true }, where: { enterprise_id: enterpriseId, id: In(ids(equipmentIds)) } }) : [],
      ids(locationIds).length ? this.locations.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, id: In(ids(locationIds)) } }) : [],
    ]);
    return {
      equipment: new Map(equipment.map((e) => [e.id, { name: e.asset_name, code: e.asset_code, locationId: e.position_id }])),
      locations: new Map(locations.map((l) => [l.id, l.name])),
    };
  }

  /** Codes of an enterprise's locations by id (exports that name locations as imports read them); no scope applies, as for `labels`. */
  async locationCodes(enterpriseId: number, ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    const rows = wanted.length ? await this.locations.find({ select: { id: true, code: true }, where: { enterprise_id: enterpriseId, id: In(wanted) } }) : [];
    return new Map(rows.filter((l) => l.code).map((l) => [l.id, l.code as string]));
  }

  /** A location and the locations above it, nearest first (empty when it is not of this enterprise). */
  async ancestry(enterpriseId: number, locationId: number): Promise<number[]> {
    return (await this.ancestries(enterpriseId))(locationId);
  }

  /** `ancestry` for any of the enterprise's locations, after one read of its tree. */
  async ancestries(enterpriseId: number): Promise<(locationId: number) => number[]> {
    const rows = await this.locations.find({ select: { id: true, parent_id: true }, where: { enterprise_id: enterpriseId } });
    const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
    return (locationId) => {
      const out: number[] = [];
      for (let id: number | null | undefined = locationId; id && parent.has(id) && !out.includes(id); id = parent.get(id)) out.push(id);
      return out;
    };
  }
}
