import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Row } from 'exceljs';
import type { DataSource } from 'typeorm';
import { ASSET_CODE_PATTERN as CODE, COST_PATTERN as COST, DAY_PATTERN as DATE, LANGS, type Lang } from '@gengyun/contracts';
import { Translator, scoped, type RemarkPart } from '@gengyun/core';
import type { TaskNote } from '@gengyun/files';
import { AssetPosition } from '../location/asset-position.entity';
import { EquipmentStatus, FREE_STATUSES, LOCKED_STATUSES, PartnerKind, RUNNING_LABELS, STATUS_LABELS } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentModel } from '../catalog/equipment-model.entity';
import { EQUIPMENT_SCOPE, type Caller } from '../equipment-scope.service';
import { COLUMNS, isoDate, plain, type SheetColumn } from './equipment-sheet';
import { EquipmentType } from '../catalog/equipment-type.entity';
import { Partner } from '../basic/partner.entity';

export type { Caller };

/** Names (as typed in a workbook) → ids the importing user may use, and status labels in every language. */
export interface RowRefs {
  type: Map<string, number>;
  model: Map<string, { id: number; type_id: number }>;
  position: Map<string, number>;
  supplier: Map<string, number>;
  manufacturer: Map<string, number>;
  status: Map<string, number>;
  running: Map<string, number>;
}

type ReadResult = { values: Partial<Equipment>; existing: Equipment | null } | { messages: TaskNote[] };

/**
 * Turns one workbook row into ledger values, or the SPEC row messages naming the row and the field — the field as a
 * `{ key }` param, so each reader sees its name in their own language whatever the sheet's language.
 */
@Injectable()
export class EquipmentRowReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly translator: Translator,
  ) {}

  async refs(caller: Caller): Promise<RowRefs> {
    const ctx = caller;
    const e = caller.enterpriseId;
    const byName = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));
    const types = await scoped(this.db.getRepository(EquipmentType).createQueryBuilder('t'), ctx, { equipment_type: 'id' }).getMany();
    const models = await scoped(this.db.getRepository(EquipmentModel).createQueryBuilder('t'), ctx, { equipment_type: 'type_id' }).getMany();
    const positions = await scoped(this.db.getRepository(AssetPosition).createQueryBuilder('t'), ctx, { location: 'id' }).getMany();
    const partners = await this.db.getRepository(Partner).find({ where: { enterprise_id: e } });
    const labels = async (table: Record<number, string>) => {
      const out = new Map<string, number>();
      for (const [value, key] of Object.entries(table)) {
        out.set(value, Number(value));
        for (const lang of LANGS as Lang[]) out.set(await this.translator.t(key, lang, [], e), Number(value));
      }
      return out;
    };
    return {
      type: byName(types),
      model: new Map(models.map((m) => [m.name, { id: m.id, type_id: m.type_id }])),
      position: new Map([...positions.filter((p) => p.code).map((p): [string, number] => [p.code as string, p.id]), ...byName(positions)]),
      supplier: byName(partners.filter((p) => p.kind === PartnerKind.supplier)),
      manufacturer: byName(partners.filter((p) => p.kind === PartnerKind.manufacturer)),
      status: await labels(STATUS_LABELS),
      running: await labels(RUNNING_LABELS),
    };
  }

  async read(row: Row, line: number, refs: RowRefs, params: { overlay: boolean; caller: Caller }, seen: Set<string>): Promise<ReadResult> {
    const messages: TaskNote[] = [];
    const out: Record<string, string | number | null> = {};
    const field = (i: number) => ({ key: COLUMNS[i].label });
    const say = (key: RemarkPart['key'], i: number, ...more: unknown[]) => messages.push({ key, params: [line, field(i), ...more], row: line, column: COLUMNS[i].label });
    COLUMNS.forEach((col, i) => {
      const value = plain(row.getCell(i + 1).value);
      if (value === null) {
        if (col.required) say('files.errors.rowEmpty', i);
        out[col.key] = null;
        return;
      }
      const parsed = this.cell(col, value, refs);
      if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) say(parsed.error, i, ...(parsed.error === 'equipment.errors.importUnknown' ? [cellText(value)] : []));
      else out[col.key] = parsed;
    });
    if (!messages.length && out.type === null && out.model === null) say('files.errors.rowEmpty', 2);
    const model = typeof out.model === 'string' ? refs.model.get(out.model) : undefined;
    if (!messages.length && model && out.type !== null && out.type !== model.type_id) say('files.errors.rowType', 3);
    const code = String(out.asset_code ?? '');
    if (!messages.length && seen.has(code)) messages.push({ key: 'files.errors.rowDuplicate', params: [line], row: line, column: COLUMNS[0].label });
    seen.add(code);
    if (messages.length) return { messages };
    const existing = await this.existing(params.caller, code);
    if (existing === 'outOfScope' || (existing && !params.overlay)) return { messages: [{ key: 'files.errors.rowDuplicate', params: [line], row: line, column: COLUMNS[0].label }] };
    const status = out.status as number;
    if (existing ? status !== existing.status && (LOCKED_STATUSES.includes(existing.status) || !FREE_STATUSES.includes(status)) : status === EquipmentStatus.scrapped) {
      return { messages: [{ key: 'equipment.errors.importNotAllowed', params: [line, field(5), cellText(plain(row.getCell(6).value) ?? '')], row: line, column: COLUMNS[5].label }] };
    }
    const values: Partial<Equipment> = {
      asset_code: code, asset_name: String(out.asset_name), type_id: (out.type as number | null) ?? model?.type_id ?? null, model_id: model?.id ?? null,
      position_id: out.position as number | null, status, running_status_id: (out.running_status as number | null) ?? existing?.running_status_id ?? 2,
      supplier_id: out.supplier as number | null, manufacturer_id: out.manufacturer as number | null, purchase_date: out.purchase_date as string | null,
      purchase_cost: out.purchase_cost as string | null, warranty_start: out.warranty_start as string | null, warranty_end: out.warranty_end as string | null,
      specification: out.specification as string | null, remark: out.remark as string | null,
    };
    if (existing?.parent_id && values.position_id !== existing.position_id) {
      return { messages: [{ key: 'equipment.errors.importNotAllowed', params: [line, field(4), cellText(plain(row.getCell(5).value) ?? '')], row: line, column: COLUMNS[4].label }] };
    }
    if (!existing) Object.assign(values, { parent_id: null, custom_fields: null, x: null, y: null, lng: null, lat: null, address_id: null, warranty_type: null, scrap_reason: null, scrap_time: null });
    return { values, existing };
  }

  /** One cell's value, or the message kind: empty, malformed (wrong shape) or type (wrong kind of value / unknown). */
  private cell(col: SheetColumn, value: NonNullable<ReturnType<typeof plain>>, refs: RowRefs): string | number | null | { error: RemarkPart['key'] } {
    const text = value instanceof Date ? isoDate(value) : String(value);
    switch (col.kind) {
      case 'code':
        return CODE.test(text) ? text : { error: 'files.errors.rowMalformed' };
      case 'text':
        return typeof value === 'string' || typeof value === 'number' ? (text.length <= (col.max ?? 255) ? text : { error: 'files.errors.rowMalformed' }) : { error: 'files.errors.rowType' };
      case 'ref': {
        const map = col.key === 'model' ? refs.model : refs[col.key as 'type' | 'position' | 'supplier' | 'manufacturer'];
        if (!map.has(text)) return { error: 'equipment.errors.importUnknown' };
        return col.key === 'model' ? text : (map.get(text) as number);
      }
      case 'status':
        return refs.status.get(text) ?? { error: 'files.errors.rowType' };
      case 'running':
        return refs.running.get(text) ?? { error: 'files.errors.rowType' };
      case 'date':
        if (value instanceof Date) return isoDate(value);
        if (typeof value !== 'string') return { error: 'files.errors.rowType' };
        return DATE.test(text) ? text : { error: 'files.errors.rowMalformed' };
      case 'decimal': {
        if (typeof value === 'number') return COST.test(String(value)) ? value.toFixed(2) : { error: 'files.errors.rowMalformed' };
        if (typeof value !== 'string' || !/^-?[\d.]+$/.test(text)) return { error: 'files.errors.rowType' };
        return COST.test(text) ? Number(text).toFixed(2) : { error: 'files.errors.rowMalformed' };
      }
    }
  }

  private async existing(caller: Caller, code: string): Promise<Equipment | null | 'outOfScope'> {
    const row = await this.db.getRepository(Equipment).findOne({ where: { enterprise_id: caller.enterpriseId, asset_code: code } });
    if (!row) return null;
    const visible = await scoped(this.db.getRepository(Equipment).createQueryBuilder('e'), caller, EQUIPMENT_SCOPE).andWhere('e.id = :rid', { rid: row.id }).getExists();
    return visible ? row : 'outOfScope';
  }
}

/** A cell as the person typed it, for messages. */
const cellText = (value: NonNullable<ReturnType<typeof plain>> | ''): string => (value instanceof Date ? isoDate(value) : String(value));
