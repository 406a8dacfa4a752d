import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { MAINTENANCE_LIMITS as LIMITS } from '@gengyun/contracts';
import { scoped, type AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import type { TaskNote } from '@gengyun/files';
import { NamedRows, type Stored } from '../../transfer/named-row';
import { RowNotes, type SheetRow } from '../../transfer/sheet-rows';
import { MAX_EXPORT_ROWS, checkEach, type CheckedRows, type TransferSheet } from '../../transfer/sheet';
import { TaskItem } from '../task-item.entity';
import { TaskTemplate, TaskTemplateItem } from '../task-template.entity';
import { TEMPLATE_SCOPE, TaskTemplateService, type TemplateColumns } from '../task-template.service';
import type { TaskTemplateAddDto } from '../task.dto';
import { TASK_TEMPLATE_SHEET, type TemplateField as Field } from './task-sheets';

/** Which column a refusal of `/taskTemplate/add`'s checks is about. */
const COLUMN_OF: Record<string, Field> = {
  equipment_type_id: 'type', equipment_model_id: 'model', item_ids: 'items', 'equipment.errors.typeOrModel': 'type', 'common.errors.outsideScope': 'type',
};
const LIST = /[;；]/;
const itemNamesOf = (cell: string): string[] => [...new Set(cell.split(LIST).map((v) => v.trim()).filter(Boolean))];

/** What a sheet's rows name, read once for the whole sheet. */
interface SheetRefs {
  types: Map<string, number>;
  model: (name: string, typeId: number | null) => { id: number; typeId: number } | null;
  items: TaskItem[];
}

/** A row read: the template it names (updated) or none (added), its columns and items in order. */
interface ImportedTemplate {
  stored: Stored<TaskTemplate> | null;
  columns: TemplateColumns;
  itemIds: number[];
}

/**
 * Task templates as sheet rows: the type by code and the model by name in the importer's type scope, the items by name
 * in order (a name several items share is refused, so no row picks one by chance), then `/taskTemplate/add`'s own checks
 * (SPEC's "at least one of device type or device model", the model of the type, the type scope); a row naming a
 * template in the importer's scope updates it at the version read.
 */
@Injectable()
export class TaskTemplateRows implements TransferSheet<Field> {
  readonly spec = TASK_TEMPLATE_SHEET;

  constructor(
    @InjectRepository(TaskTemplate) private readonly repo: Repository<TaskTemplate>,
    @InjectRepository(TaskTemplateItem) private readonly links: Repository<TaskTemplateItem>,
    @InjectRepository(TaskItem) private readonly items: Repository<TaskItem>,
    private readonly templates: TaskTemplateService,
    private readonly equipment: EquipmentReferences,
  ) {}

  async check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<Field>>): Promise<CheckedRows> {
    const named = new NamedRows(this.repo, ctx, TEMPLATE_SCOPE, rows.map((r) => r.cells.name));
    const refs = await this.refs(ctx, rows);
    return checkEach(rows, (row) => this.read(ctx, row, refs, named), (m, { stored, columns, itemIds }: ImportedTemplate) =>
      stored ? this.templates.rewrite(m, ctx, stored.row.id, stored.version, columns, itemIds) : this.templates.insert(m, ctx, columns, itemIds),
    );
  }

  /** The types, models and items the sheet's rows name, read with one query per kind. */
  private async refs(ctx: AuthContext, rows: ReadonlyArray<SheetRow<Field>>): Promise<SheetRefs> {
    const cells = (field: Field) => [...new Set(rows.map((r) => r.cells[field]).filter(Boolean))];
    const itemNames = [...new Set(rows.flatMap((r) => itemNamesOf(r.cells.items)))];
    const [types, model, items] = await Promise.all([
      this.equipment.typesByCodes(ctx, cells('type')),
      this.equipment.modelsByNames(ctx, cells('model')),
      itemNames.length ? scoped(this.items.createQueryBuilder('i'), ctx).andWhere('i.name IN (:...names)', { names: itemNames }).getMany() : [],
    ]);
    return { types, model, items };
  }

  private async read(ctx: AuthContext, row: SheetRow<Field>, refs: SheetRefs, named: NamedRows<TaskTemplate>): Promise<{ messages: TaskNote[] } | { columns: ImportedTemplate }> {
    const n = new RowNotes(TASK_TEMPLATE_SHEET, row);
    const c = row.cells;
    const name = n.required('name') && n.text('name', LIMITS.name);
    const stored = await named.of(n, 'name', name);
    const typeId = c.type ? (refs.types.get(c.type) ?? null) : null;
    if (c.type && typeId === null) n.notFound('type');
    const model = c.model ? refs.model(c.model, typeId) : null;
    if (c.model && !model) n.notFound('model');
    const names = n.required('items') ? itemNamesOf(c.items) : [];
    if (names.length > LIMITS.templateItems) n.say('files.errors.rowMalformed', 'items');
    const itemIds: number[] = [];
    for (const itemName of names) {
      const matches = refs.items.filter((i) => i.name === itemName);
      if (matches.length > 1) n.say('workOrder.transfer.errors.rowRefused', 'items', { key: 'maintenance.transfer.errors.nameAmbiguous' });
      else if (matches[0]) itemIds.push(matches[0].id);
      else n.say('workOrder.transfer.errors.rowNotFound', 'items', itemName);
    }
    const remark = n.text('remark', LIMITS.text);
    if (n.messages.length) return { messages: n.messages };
    const dto: TaskTemplateAddDto = { name: name as string, equipment_type_id: typeId, equipment_model_id: model?.id ?? null, item_ids: itemIds, remark: remark ?? undefined };
    return n.checkedBy(async () => ({ stored, columns: await this.templates.checked(ctx, dto), itemIds }), COLUMN_OF, 'type');
  }

  /** The templates of the caller's type scope as the sheet's cells: a model's template leaves its type to the model. */
  async exported(ctx: AuthContext): Promise<string[][]> {
    const templates = await scoped(this.repo.createQueryBuilder('t'), ctx, TEMPLATE_SCOPE).orderBy('t.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
    if (!templates.length) return [];
    const links = await this.links.find({ where: { enterprise_id: ctx.enterpriseId, template_id: In(templates.map((t) => t.id)) }, order: { template_id: 'ASC', sort: 'ASC' } });
    const itemIds = [...new Set(links.map((l) => l.item_id))];
    const [items, catalog] = await Promise.all([
      itemIds.length ? this.items.find({ select: { id: true, name: true }, where: { enterprise_id: ctx.enterpriseId, id: In(itemIds) } }) : [],
      this.equipment.catalogLabels(ctx.enterpriseId, templates.map((t) => t.equipment_type_id), templates.map((t) => t.equipment_model_id)),
    ]);
    const itemName = new Map(items.map((i) => [i.id, i.name]));
    return templates.map((t) => [
      t.name, t.equipment_model_id ? '' : t.equipment_type_id ? (catalog.typeCodes.get(t.equipment_type_id) ?? '') : '',
      t.equipment_model_id ? (catalog.modelNames.get(t.equipment_model_id) ?? '') : '',
      links.filter((l) => l.template_id === t.id).map((l) => itemName.get(l.item_id) ?? '').join(';'), t.remark ?? '',
    ]);
  }
}
