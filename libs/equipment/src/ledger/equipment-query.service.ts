import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, PageQueryDto, Translator, paginateByIds, scoped, whereFoldedKeyword, type AuditEntry, type AuthContext } from '@gengyun/core';
import { AssetAddress } from '../basic/asset-address.entity';
import { AssetPosition } from '../location/asset-position.entity';
import type { EquipmentFilterDto, MapMarkersDto } from './equipment.dto';
import { BIZ, RUNNING_LABELS, STATUS_LABELS, markerStatus } from '../equipment.constants';
import { EQUIPMENT_SEARCH_INDEX, Equipment } from './equipment.entity';
import { EquipmentModel } from '../catalog/equipment-model.entity';
import { EQUIPMENT_SCOPE, EquipmentScope, type Caller } from '../equipment-scope.service';
import { EquipmentType } from '../catalog/equipment-type.entity';
import { EquipmentRules } from './equipment-rules';
import { MarkerStates, liveMarker } from './marker-states';
import { NameLookup } from '../name-lookup.service';
import { Partner } from '../basic/partner.entity';

export type EquipmentView = Omit<Equipment, 'custom_fields'> & {
  custom_fields: Record<string, unknown>;
  type_name: string | null;
  model_name: string | null;
  position_name: string | null;
  parent_name: string | null;
  supplier_name: string | null;
  manufacturer_name: string | null;
  address_name: string | null;
  status_name: string;
  running_status_name: string;
};

export interface EquipmentMarker {
  id: number;
  center: [number, number];
  type: 'eqpt';
  label: string;
  value: number;
  asset_status: -1 | 1 | 2;
  is_fault: boolean;
  high_light: boolean;
  running_status_id: number;
  asset_name: string;
  asset_code: string;
  running_status_name: string;
  status_name: string;
  result_type_name: string;
  position_id: number | null;
  x: number | null;
  y: number | null;
}

/** A keyword matching at most this many equipment is paged and counted from one scan of the search index. */
const KEYWORD_PAGE_IN_ONE_SCAN = 2000;

/** Map answers hold the caller's first 20,000 markers (newest first); `truncated` tells the page there are more. */
export const MAX_MARKERS = 20_000;

/** `/equipment/mapMarkers`: `total` counts every placed equipment in scope, `rows` holds at most MAX_MARKERS of them. */
export interface EquipmentMarkers extends Page<EquipmentMarker> {
  truncated: boolean;
}

type MarkerLabel = Parameters<Translator['t']>[0];
/** The marker columns as the drivers answer them (MariaDB may give numbers as text). */
type MarkerRow = Record<'id' | 'status' | 'running_status_id', number | string> &
  Record<'asset_name' | 'asset_code', string> &
  Record<'position_id' | 'x' | 'y' | 'lat' | 'lng', number | string | null>;
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Reads of the ledger; every query goes through `scoped()` with the caller's location/type scopes (granted nodes with their subtrees). */
@Injectable()
export class EquipmentQueryService {
  constructor(
    @InjectRepository(Equipment) private readonly repo: Repository<Equipment>,
    private readonly scope: EquipmentScope,
    private readonly rules: EquipmentRules,
    private readonly lookup: NameLookup,
    private readonly translator: Translator,
    private readonly audit: AuditService,
    private readonly live: MarkerStates,
  ) {}

  /** The filtered, scoped, sorted query shared by the list and the export. */
  async filtered(ctx: Caller, dto: Omit<EquipmentFilterDto, 'pageNumber' | 'pageSize'>): Promise<SelectQueryBuilder<Equipment>> {
    const qb = scoped(this.repo.createQueryBuilder('e'), ctx, EQUIPMENT_SCOPE);
    if (dto.type_id) qb.andWhere('e.type_id IN (:...ftypes)', { ftypes: await this.scope.subtree('type', ctx.enterpriseId, [dto.type_id]) });
    if (dto.position_id) qb.andWhere('e.position_id IN (:...fpos)', { fpos: await this.scope.subtree('position', ctx.enterpriseId, [dto.position_id]) });
    if (dto.model_id) qb.andWhere('e.model_id = :fmodel', { fmodel: dto.model_id });
    if (dto.status) qb.andWhere('e.status = :fstatus', { fstatus: dto.status });
    if (dto.running_status_id) qb.andWhere('e.running_status_id = :frun', { frun: dto.running_status_id });
    if (dto.parent_id) qb.andWhere('e.parent_id = :fparent', { fparent: dto.parent_id });
    whereFoldedKeyword(qb, dto.keyword, 'e.search_text');
    const order = dto.sortOrder?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
    qb.orderBy(`e.${dto.sortField ?? 'id'}`, order);
    if (dto.sortField && dto.sortField !== 'id') qb.addOrderBy('e.id', 'DESC');
    return qb;
  }

  async pageList(ctx: AuthContext, dto: EquipmentFilterDto): Promise<Page<EquipmentView>> {
    const page = await paginateByIds(await this.filtered(ctx, dto), dto, dto.keyword ? { index: EQUIPMENT_SEARCH_INDEX, wholeUpTo: KEYWORD_PAGE_IN_ONE_SCAN } : {});
    return { total: page.total, rows: await this.decorate(ctx, page.rows) };
  }

  async detail(ctx: AuthContext, id: number): Promise<EquipmentView> {
    const [view] = await this.decorate(ctx, [await this.rules.find(ctx, id)]);
    return view as EquipmentView;
  }

  /** Direct children of an equipment (scoped). */
  async children(ctx: AuthContext, id: number): Promise<EquipmentView[]> {
    await this.rules.find(ctx, id);
    const rows = await scoped(this.repo.createQueryBuilder('e'), ctx, EQUIPMENT_SCOPE).andWhere('e.parent_id = :id', { id }).orderBy('e.id', 'ASC').getMany();
    return this.decorate(ctx, rows);
  }

  /** The equipment's change log, read under the same rule as `/log/pageList` (the owner registered in EquipmentOwners). */
  logs(ctx: AuthContext, id: number, page: PageQueryDto): Promise<Page<AuditEntry>> {
    return this.audit.read(ctx, BIZ.equipment, id, page);
  }

  /**
   * Markers for the plan view of a location (x/y, its subtree) or for the street map (lat/lng). Reads only the
   * marker columns as raw rows and translates the dozen labels once per answer, so 20,000 markers stay cheap. The
   * running status and fault flag add what other areas know live (`MarkerStates`: meters online, open alarms).
   */
  async mapMarkers(ctx: AuthContext, dto: MapMarkersDto): Promise<EquipmentMarkers> {
    const plan = (dto.mode ?? (dto.position_id ? 'plan' : 'map')) === 'plan';
    const qb = await this.filtered(ctx, { position_id: dto.position_id, type_id: dto.type_id, status: dto.status });
    qb.andWhere(plan ? 'e.x IS NOT NULL AND e.y IS NOT NULL' : 'e.lat IS NOT NULL AND e.lng IS NOT NULL');
    qb.select('e.id', 'id');
    for (const column of ['asset_name', 'asset_code', 'status', 'running_status_id', 'position_id', 'x', 'y', 'lat', 'lng']) qb.addSelect(`e.${column}`, column);
    const rows = await qb.limit(MAX_MARKERS + 1).getRawMany<MarkerRow>();
    const truncated = rows.length > MAX_MARKERS;
    if (truncated) rows.length = MAX_MARKERS;
    const total = truncated ? await qb.getCount() : rows.length;
    const keys: MarkerLabel[] = [...Object.values(RUNNING_LABELS), ...Object.values(STATUS_LABELS), 'equipment.result.normal', 'equipment.result.fault'];
    const texts = new Map(await Promise.all(keys.map(async (key) => [key, await this.translator.t(key, ctx.lang, [], ctx.enterpriseId)] as const)));
    const label = (key: MarkerLabel): string => texts.get(key) ?? key;
    const states = await this.live.of(ctx.enterpriseId);
    const markers = rows.map((r): EquipmentMarker => {
      const [id, status] = [Number(r.id), Number(r.status)];
      const { running_status_id: runningId, is_fault: isFault } = liveMarker(Number(r.running_status_id), states.get(id));
      const [x, y] = [num(r.x), num(r.y)];
      return {
        id,
        center: plan ? [y as number, x as number] : [num(r.lat) as number, num(r.lng) as number],
        type: 'eqpt',
        label: r.asset_name,
        value: id,
        asset_status: markerStatus(status),
        is_fault: isFault,
        high_light: id === dto.highlight_id,
        running_status_id: runningId,
        asset_name: r.asset_name,
        asset_code: r.asset_code,
        running_status_name: label(RUNNING_LABELS[runningId] ?? 'equipment.running.stopped'),
        status_name: label(STATUS_LABELS[status] ?? 'equipment.status.notInStorage'),
        result_type_name: label(isFault ? 'equipment.result.fault' : 'equipment.result.normal'),
        position_id: r.position_id === null ? null : Number(r.position_id),
        x,
        y,
      };
    });
    return { total, rows: markers, truncated };
  }

  /** Adds the names the list and detail screens show (one query per referenced table). */
  async decorate(ctx: Pick<AuthContext, 'enterpriseId' | 'lang'>, rows: Equipment[]): Promise<EquipmentView[]> {
    const e = ctx.enterpriseId;
    const ids = <K extends keyof Equipment>(key: K) => rows.map((r) => r[key] as number | null);
    const [types, models, positions, parents, partners, addresses] = await Promise.all([
      this.lookup.names(EquipmentType, e, ids('type_id')),
      this.lookup.names(EquipmentModel, e, ids('model_id')),
      this.lookup.names(AssetPosition, e, ids('position_id')),
      this.lookup.names(Equipment, e, ids('parent_id'), 'asset_name'),
      this.lookup.names(Partner, e, [...ids('supplier_id'), ...ids('manufacturer_id')]),
      this.lookup.names(AssetAddress, e, ids('address_id')),
    ]);
    const name = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
    const labels = new Map<string, string>();
    const label = async (key: Parameters<Translator['t']>[0]) => labels.get(key) ?? labels.set(key, await this.translator.t(key, ctx.lang, [], e)).get(key) ?? key;
    return Promise.all(
      rows.map(async (r) => ({
        ...r,
        custom_fields: r.custom_fields ? (JSON.parse(r.custom_fields) as Record<string, unknown>) : {},
        type_name: name(types, r.type_id),
        model_name: name(models, r.model_id),
        position_name: name(positions, r.position_id),
        parent_name: name(parents, r.parent_id),
        supplier_name: name(partners, r.supplier_id),
        manufacturer_name: name(partners, r.manufacturer_id),
        address_name: name(addresses, r.address_id),
        status_name: await label(STATUS_LABELS[r.status] ?? 'equipment.status.notInStorage'),
        running_status_name: await label(RUNNING_LABELS[r.running_status_id] ?? 'equipment.running.stopped'),
      })),
    );
  }
}
