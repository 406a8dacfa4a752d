import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { PATROL_LIMITS as LIMITS } from '@gengyun/contracts';
import { scoped, type AuthContext } from '@gengyun/core';
import type { TaskNote } from '@gengyun/files';
import { EquipmentReferences, type EquipmentPlace } from '@gengyun/equipment';
import { TaskTemplate } from '../../task/task-template.entity';
import { TEMPLATE_SCOPE } from '../../task/task-template.service';
import { TIME_OF_DAY } from '../point/patrol-point.dto';
import type { PatrolPointAddDto } from '../point/patrol-point.dto';
import { PatrolPoint } from '../point/patrol-point.entity';
import { PATROL_SCOPE, PatrolPointService, type PointColumns } from '../point/patrol-point.service';
import { RowNotes, type SheetRow } from '../../transfer/sheet-rows';
import { MAX_EXPORT_ROWS, type CheckedRows, type SheetWords, type TransferSheet } from '../../transfer/sheet';
import { POINT_SHEET, type PointField } from './patrol-sheets';

/** Which column a refusal of `/patrolPoint/add`'s checks is about: by the field it names, or by its message. */
const COLUMN_OF: Record<string, PointField> = {
  window_end: 'windowEnd', window_start: 'windowStart', location_id: 'location', equipment_id: 'equipment', task_template_id: 'template',
  'maintenance.errors.patrolQrTaken': 'qr', 'maintenance.errors.patrolNfcTaken': 'nfc', 'common.errors.outsideScope': 'location',
};

/** What a point sheet's rows name, read once for the whole sheet. */
interface PointRefs {
  locations: Map<string, number>;
  equipment: Map<string, EquipmentPlace>;
  templates: Map<string, TaskTemplate>;
}

/**
 * Patrol points as sheet rows: a row read into a new point — codes and names turned into ids in the caller's enterprise
 * and scopes, then checked by `/patrolPoint/add`'s own checks — and points written back as the same columns.
 */
@Injectable()
export class PatrolPointRows implements TransferSheet<PointField> {
  readonly spec = POINT_SHEET;

  constructor(
    @InjectRepository(PatrolPoint) private readonly repo: Repository<PatrolPoint>,
    @InjectRepository(TaskTemplate) private readonly templates: Repository<TaskTemplate>,
    private readonly points: PatrolPointService,
    private readonly equipment: EquipmentReferences,
  ) {}

  async check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<PointField>>): Promise<CheckedRows> {
    const refs = await this.refs(ctx, rows);
    const messages: TaskNote[] = [];
    const columns: PointColumns[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const read = await this.read(ctx, row, refs);
      if ('messages' in read) {
        messages.push(...read.messages);
        continue;
      }
      const clash = this.clash(read.columns, seen);
      if (clash) messages.push({ key: 'files.errors.rowDuplicate', params: [row.line], row: row.line, column: POINT_SHEET.columns.find((c) => c.field === clash)?.title });
      else columns.push(read.columns);
    }
    return {
      messages,
      write: async (m) => {
        for (const c of columns) await this.points.insert(m, ctx, c);
      },
    };
  }

  /** Every location and equipment code and template name the sheet names, resolved in the caller's scopes with one query per kind. */
  private async refs(ctx: AuthContext, rows: ReadonlyArray<SheetRow<PointField>>): Promise<PointRefs> {
    const cells = (field: PointField): string[] => [...new Set(rows.map((r) => r.cells[field]).filter(Boolean))];
    const templateNames = cells('template');
    const [locations, equipment, templates] = await Promise.all([
      this.equipment.locationsByCodes(ctx, cells('location')),
      this.equipment.byCodes(ctx, cells('equipment')),
      // Lowest id last, so that it is the one a name keeps, as the one-row lookup picked.
      templateNames.length ? scoped(this.templates.createQueryBuilder('t'), ctx, TEMPLATE_SCOPE).andWhere('t.name IN (:...names)', { names: templateNames }).orderBy('t.id', 'DESC').getMany() : [],
    ]);
    return { locations, equipment, templates: new Map(templates.map((t) => [t.name, t])) };
  }

  private async read(ctx: AuthContext, row: SheetRow<PointField>, refs: PointRefs): Promise<{ messages: RowNotes<PointField>['messages'] } | { columns: PointColumns }> {
    const n = new RowNotes(POINT_SHEET, row);
    const c = row.cells;
    const name = n.required('name') && n.text('name', LIMITS.name);
    const locationId = n.required('location') ? (refs.locations.get(c.location) ?? null) : null;
    if (c.location && locationId === null) n.notFound('location');
    const piece = c.equipment ? (refs.equipment.get(c.equipment) ?? null) : null;
    if (c.equipment && !piece) n.notFound('equipment');
    const qr = n.required('qr') && n.text('qr', LIMITS.qr);
    const nfc = n.text('nfc', LIMITS.nfc);
    const latitude = n.required('latitude') ? n.number('latitude', -90, 90) : null;
    const longitude = n.required('longitude') ? n.number('longitude', -180, 180) : null;
    const range = n.required('range') ? n.number('range', LIMITS.rangeMin, LIMITS.rangeMax, true) : null;
    for (const field of ['windowStart', 'windowEnd'] as const) if (c[field] && !TIME_OF_DAY.test(c[field])) n.say('files.errors.rowMalformed', field);
    const template = n.required('template') ? (refs.templates.get(c.template) ?? null) : null;
    if (c.template && !template) n.notFound('template');
    const manual = n.flag('manual');
    const enabled = n.flag('enabled');
    if (n.messages.length) return { messages: n.messages };
    const dto: PatrolPointAddDto = {
      name: name as string, location_id: locationId as number, equipment_id: piece?.id ?? null, qr_content: qr as string, nfc_tag_id: nfc,
      latitude: latitude as number, longitude: longitude as number, range_m: range as number, window_start: c.windowStart || null, window_end: c.windowEnd || null,
      task_template_id: (template as TaskTemplate).id, allow_manual_check_in: manual, enabled,
    };
    return n.checkedBy(() => this.points.checkedNew(ctx, dto), COLUMN_OF, 'name');
  }

  /** The labels a later row of the same sheet may not take again: which field it would clash on. */
  private clash(columns: PointColumns, seen: Set<string>): PointField | null {
    const keys: Array<[PointField, string | null]> = [['qr', `qr:${columns.qr_content}`], ['nfc', columns.nfc_tag_id ? `nfc:${columns.nfc_tag_id}` : null]];
    const taken = keys.find(([, key]) => key !== null && seen.has(key));
    for (const [, key] of keys) if (key) seen.add(key);
    return taken ? taken[0] : null;
  }

  /** The points in the caller's scopes as the sheet's cells, flags in the reader's words. */
  async exported(ctx: AuthContext, { yes, no }: SheetWords): Promise<string[][]> {
    const enterpriseId = ctx.enterpriseId;
    const points = await scoped(this.repo.createQueryBuilder('p'), ctx, PATROL_SCOPE).orderBy('p.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
    const [labels, locations, templates] = await Promise.all([
      this.equipment.labels(enterpriseId, points.map((p) => p.equipment_id), []),
      this.equipment.locationCodes(enterpriseId, points.map((p) => p.location_id)),
      points.length ? this.templates.find({ select: { id: true, name: true }, where: { enterprise_id: enterpriseId, id: In([...new Set(points.map((p) => p.task_template_id))]) } }) : [],
    ]);
    const templateName = new Map(templates.map((t) => [t.id, t.name]));
    const flag = (v: boolean): string => (v ? yes : no);
    return points.map((p) => [
      p.name, locations.get(p.location_id) ?? '', p.equipment_id ? (labels.equipment.get(p.equipment_id)?.code ?? '') : '', p.qr_content, p.nfc_tag_id ?? '',
      String(Number(p.latitude)), String(Number(p.longitude)), String(p.range_m), p.window_start ?? '', p.window_end ?? '', templateName.get(p.task_template_id) ?? '',
      flag(Boolean(p.allow_manual_check_in)), flag(Boolean(p.enabled)),
    ]);
  }
}
