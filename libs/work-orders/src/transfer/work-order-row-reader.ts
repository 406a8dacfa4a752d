import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Row } from 'exceljs';
import type { Repository } from 'typeorm';
import { DataScope, WORK_ORDER_LIMITS as LIMITS, WORK_ORDER_PRIORITIES, type MessageKey } from '@gengyun/contracts';
import { AppConfig, BusinessError, scoped, type AuthContext } from '@gengyun/core';
import { EquipmentReferences, type EquipmentPlace } from '@gengyun/equipment';
import { UserDirectory } from '@gengyun/identity';
import type { TaskNote } from '@gengyun/files';
import { WorkOrderType } from '../type/work-order-type.entity';
import { BatchReads } from '../order/batch-reads';
import { locationKey, placeKey } from '../order/order-place';
import { WorkOrderFields } from '../order/work-order-fields';
import type { WorkOrderAddDto } from '../order/work-order.dto';
import { IMPORT_COLUMNS, type ImportField } from './work-order-sheet';
import { zonedMoment } from './zoned-time';

/** A row ready to write: the checked columns and its type's deadlines. */
export type CheckedRow = Awaited<ReturnType<WorkOrderFields['checked']>> & { line: number };

/**
 * What one import looks up once for all its rows: the enterprise's people by account, the caller's types, equipment and
 * locations by code (one query each), and the reads its rows' checks share (`BatchReads`: a type, person or place
 * named by many rows is read once, the equipment's places come with their codes).
 */
export interface ImportRefs {
  people: Map<string, number>;
  types: Map<string, number>;
  equipment: Map<string, EquipmentPlace>;
  locations: Map<string, number>;
  reads: BatchReads;
}

/** One data row of the sheet: its number and its cells by field. */
export interface SheetRow {
  line: number;
  values: Record<ImportField, Cell>;
}

/** Which column a refusal of `/workOrder/add`'s checks is about, from the field it names. */
const FIELD_COLUMN: Record<string, ImportField> = { type_id: 'type', person_in_charge_id: 'person', location_id: 'location', equipment_id: 'equipment', due_time: 'due', title: 'title' };

type Cell = string | number | Date | boolean | null;
const cellValue = (row: Row, i: number): Cell => {
  const v = row.getCell(i + 1).value;
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'object' && 'richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('').trim() || null;
  if (typeof v === 'object' && 'text' in v && typeof v.text === 'string') return v.text.trim() || null;
  if (typeof v === 'object' && 'result' in v) return (v.result as Cell) ?? null;
  return null;
};
const text = (v: Cell): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : String(v));

/**
 * Reads one row of the import template into a `/workOrder/add` form — codes and accounts turned into ids within the
 * caller's enterprise and scope — and checks it exactly as `/workOrder/add` does. Refusals name the row and column.
 */
@Injectable()
export class WorkOrderRowReader {
  constructor(
    @InjectRepository(WorkOrderType) private readonly typeRepo: Repository<WorkOrderType>,
    private readonly places: EquipmentReferences,
    private readonly directory: UserDirectory,
    private readonly fields: WorkOrderFields,
    private readonly config: AppConfig,
  ) {}

  parse(row: Row): SheetRow {
    return { line: row.number, values: Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.field, cellValue(row, i)])) as Record<ImportField, Cell> };
  }

  async refs(ctx: AuthContext, rows: readonly SheetRow[]): Promise<ImportRefs> {
    const codes = (field: ImportField): string[] => rows.map((r) => text(r.values[field])).filter((code): code is string => code !== null);
    const [people, types, equipment, locations] = await Promise.all([
      this.directory.all(ctx.enterpriseId),
      scoped(this.typeRepo.createQueryBuilder('t'), ctx, { [DataScope.workOrderType]: 'id' }).select(['t.id', 't.code']).getMany(),
      this.places.byCodes(ctx, codes('equipment')),
      this.places.locationsByCodes(ctx, codes('location')),
    ]);
    const reads = new BatchReads();
    // Found within the caller's enterprise and scope, as the add's own reads of them would find them.
    for (const place of equipment.values()) reads.prime(placeKey(place.id), place);
    for (const id of locations.values()) reads.prime(locationKey(id), undefined);
    return { people: new Map(people.map((u) => [u.account, u.id])), types: new Map(types.map((t) => [t.code, t.id])), equipment, locations, reads };
  }

  async read(ctx: AuthContext, { line, values }: SheetRow, refs: ImportRefs): Promise<{ messages: TaskNote[] } | CheckedRow> {
    const messages: TaskNote[] = [];
    const column = (field: ImportField) => IMPORT_COLUMNS.find((c) => c.field === field)!.label;
    const say = (key: MessageKey, field: ImportField, ...more: unknown[]) =>
      messages.push({ key, params: [line, { key: column(field) }, ...more], row: line, column: column(field) });
    const required = (field: ImportField): string | null => {
      const v = text(values[field]);
      if (v === null) say('files.errors.rowEmpty', field);
      return v;
    };
    const title = required('title');
    if (title && title.length > LIMITS.title) say('files.errors.rowMalformed', 'title');
    const typeCode = required('type');
    const typeId = typeCode === null ? undefined : refs.types.get(typeCode);
    if (typeCode !== null && typeId === undefined) say('workOrder.transfer.errors.rowNotFound', 'type', typeCode);
    const priority = values.priority === null ? null : Number(values.priority);
    if (values.priority === null) say('files.errors.rowEmpty', 'priority');
    else if (!WORK_ORDER_PRIORITIES.includes(priority as never)) say('files.errors.rowType', 'priority');
    const equipmentCode = text(values.equipment);
    const equipment = equipmentCode === null ? null : (refs.equipment.get(equipmentCode) ?? null);
    if (equipmentCode !== null && !equipment) say('workOrder.transfer.errors.rowNotFound', 'equipment', equipmentCode);
    const locationCode = text(values.location);
    const locationId = locationCode === null ? null : (refs.locations.get(locationCode) ?? null);
    if (locationCode !== null && locationId === null) say('workOrder.transfer.errors.rowNotFound', 'location', locationCode);
    const account = required('person');
    const personId = account === null ? undefined : refs.people.get(account);
    if (account !== null && personId === undefined) say('workOrder.transfer.errors.rowNotFound', 'person', account);
    const description = text(values.description);
    if (description && description.length > LIMITS.description) say('files.errors.rowMalformed', 'description');
    const due = values.due === null ? null : zonedMoment(values.due, this.config.timeZone);
    if (values.due !== null && !due) say('files.errors.rowMalformed', 'due');
    if (messages.length) return { messages };
    const dto = {
      title: title!, type_id: typeId!, priority: priority!, person_in_charge_id: personId!, equipment_id: equipment?.id ?? null, location_id: locationId,
      description: description ?? undefined, due_time: due?.toISOString(),
    } as WorkOrderAddDto;
    try {
      return { ...(await this.fields.checked(ctx, dto, refs.reads)), line };
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      // Without a field named, a refusal is about where the work is: the one reference the row's codes leave unchecked.
      const field = Object.keys(error.content.fields ?? {}).map((f) => FIELD_COLUMN[f]).find(Boolean) ?? (error.key === 'common.errors.outsideScope' || error.status === 403 || error.status === 404 ? 'location' : 'title');
      say('workOrder.transfer.errors.rowRefused', field, { key: error.key });
      return { messages };
    }
  }
}
