import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MAINTENANCE_LIMITS as LIMITS, TASK_ITEM_TYPES } from '@gengyun/contracts';
import { scoped, type AuthContext } from '@gengyun/core';
import type { TaskNote } from '@gengyun/files';
import { NamedRows, type Stored } from '../../transfer/named-row';
import { RowNotes, type SheetRow } from '../../transfer/sheet-rows';
import { MAX_EXPORT_ROWS, checkEach, type CheckedRows, type SheetWords, type TransferSheet } from '../../transfer/sheet';
import { TaskItem } from '../task-item.entity';
import { itemColumns, type ItemColumns } from '../task-item.rules';
import { TaskItemService, itemRow } from '../task-item.service';
import type { TaskItemAddDto } from '../task.dto';
import { TASK_ITEM_SHEET, type ItemField as Field } from './task-sheets';

/** Which column a refusal of the item form's rules is about. */
const COLUMN_OF: Record<string, Field> = { lower_limit: 'lower', options: 'options', failing_options: 'failing', meter_quantity: 'meterQuantity' };
/** The list separator of the options cells (either width). */
const LIST = /[;；]/;
const list = (cell: string): string[] => cell.split(LIST).map((v) => v.trim()).filter(Boolean);

/** A row read: the item it names (updated) or none (added), and its columns once the form's rules hold. */
interface ImportedItem {
  stored: Stored<TaskItem> | null;
  columns: ItemColumns;
}

/**
 * Check items as sheet rows: each checked by the item form's own rules (limits in order, at least two options, failing
 * options among them, a meter reading's quantity); a row naming a stored item updates it. Items are enterprise-wide.
 */
@Injectable()
export class TaskItemRows implements TransferSheet<Field> {
  readonly spec = TASK_ITEM_SHEET;

  constructor(
    @InjectRepository(TaskItem) private readonly repo: Repository<TaskItem>,
    private readonly items: TaskItemService,
  ) {}

  async check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<Field>>): Promise<CheckedRows> {
    const named = new NamedRows(this.repo, ctx, {}, rows.map((r) => r.cells.name));
    return checkEach(rows, (row) => this.read(row, named), (m, { stored, columns }: ImportedItem) =>
      stored ? this.items.rewrite(m, ctx, stored.row.id, stored.version, columns) : this.items.insert(m, ctx, columns),
    );
  }

  private async read(row: SheetRow<Field>, named: NamedRows<TaskItem>): Promise<{ messages: TaskNote[] } | { columns: ImportedItem }> {
    const n = new RowNotes(TASK_ITEM_SHEET, row);
    const c = row.cells;
    const name = n.required('name') && n.text('name', LIMITS.name);
    const stored = await named.of(n, 'name', name);
    const type = n.required('type') ? n.oneOf('type', TASK_ITEM_TYPES) : undefined;
    const standard = n.text('standard', LIMITS.text);
    const method = n.text('method', LIMITS.text);
    const lower = n.number('lower', -Number.MAX_VALUE, Number.MAX_VALUE);
    const upper = n.number('upper', -Number.MAX_VALUE, Number.MAX_VALUE);
    const unit = n.text('unit', LIMITS.unit);
    const options = list(c.options);
    const failing = list(c.failing);
    if (options.length > LIMITS.options || options.some((o) => o.length > LIMITS.option)) n.say('files.errors.rowMalformed', 'options');
    const meterQuantity = n.text('meterQuantity', 50);
    const opensOrder = n.flag('opensOrder');
    if (n.messages.length) return { messages: n.messages };
    const dto: TaskItemAddDto = {
      name: name as string, type: type as TaskItemAddDto['type'], standard: standard ?? undefined, method: method ?? undefined, lower_limit: lower, upper_limit: upper,
      unit: unit ?? undefined, options, failing_options: failing, meter_quantity: meterQuantity ?? undefined, failure_opens_order: opensOrder,
    };
    return n.checkedBy(() => Promise.resolve().then(() => ({ stored, columns: itemColumns(dto) })), COLUMN_OF, 'type');
  }

  /** The enterprise's items as the sheet's cells. */
  async exported(ctx: AuthContext, { yes, no }: SheetWords): Promise<string[][]> {
    const items = await scoped(this.repo.createQueryBuilder('i'), ctx).orderBy('i.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
    const number = (v: number | null) => (v === null ? '' : String(v));
    return items.map(itemRow).map((i) => [
      i.name, i.type, i.standard ?? '', i.method ?? '', number(i.lower_limit), number(i.upper_limit), i.unit ?? '', i.options.join(';'), i.failing_options.join(';'),
      i.meter_quantity ?? '', i.failure_opens_order ? yes : no,
    ]);
  }
}
