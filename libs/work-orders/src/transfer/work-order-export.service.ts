import { Injectable } from '@nestjs/common';
import type { MessageKey } from '@gengyun/contracts';
import { AppConfig, JobHandler, type AuthContext, type Job } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import type { WorkOrderPageDto } from '../order/work-order.dto';
import { EXPORT_COLUMNS, EXPORT_SHEET, WORK_ORDER_TASKS } from './work-order-sheet';
import { SheetExports, type ExportParams } from './sheet-exports';
import { zonedText } from './zoned-time';

type Filter = Omit<WorkOrderPageDto, 'pageNumber' | 'pageSize'>;

const MAX_ROWS = 200_000;
const CHUNK = 1000;

/**
 * POST /workOrder/export: a task and an `exports/work-orders` job writing the list's rows — same filters, same scope
 * as `/workOrder/pageList`, with the caller's data permissions kept on the task — as xlsx for the centre.
 */
@Injectable()
export class WorkOrderExportService {
  constructor(
    private readonly exports: SheetExports,
    private readonly query: WorkOrderQueryService,
    private readonly places: EquipmentReferences,
    private readonly config: AppConfig,
  ) {}

  start(ctx: AuthContext, dto: WorkOrderPageDto) {
    const { pageNumber: _n, pageSize: _s, ...filter } = dto;
    return this.exports.start<Filter>(ctx, WORK_ORDER_TASKS, 'work-orders', EXPORT_SHEET, filter);
  }

  @JobHandler('exports', 'work-orders')
  run(job: Job<'exports', 'work-orders'>): Promise<void> {
    return this.exports.run<Filter>(job, { sheet: EXPORT_SHEET, columns: EXPORT_COLUMNS, failed: 'workOrder.transfer.errors.exportFailed', rows: (params, t, counted) => this.rows(params, t, counted) });
  }

  private async rows({ filter, caller }: ExportParams<Filter>, t: (key: MessageKey) => Promise<string>, counted: (rows: number) => Promise<void>) {
    const ids = await this.query.filteredIds(caller, filter, MAX_ROWS);
    await counted(ids.length);
    const zone = this.config.timeZone;
    const yes = await t('workOrder.transfer.yes');
    const statusNames = new Map<string, string>();
    const data: Array<Array<string | number | null>> = [];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = await this.query.inOrder(caller, ids.slice(i, i + CHUNK));
      const [views, labels] = await Promise.all([
        this.query.views(caller, chunk),
        this.places.labels(caller.enterpriseId, chunk.map((o) => o.equipment_id), chunk.map((o) => o.location_id)),
      ]);
      for (const [j, o] of chunk.entries()) {
        const names = views[j]!;
        if (!statusNames.has(o.status)) statusNames.set(o.status, await t(`workOrder.status.${o.status}` as MessageKey));
        data.push([
          o.code, o.title, String(names.type_name), statusNames.get(o.status) ?? o.status, o.priority,
          o.equipment_id ? (labels.equipment.get(o.equipment_id)?.name ?? null) : null,
          o.location_id ? (labels.locations.get(o.location_id) ?? null) : null,
          String(names.person_in_charge_name), names.handler_names.join(', '),
          zonedText(o.due_time, zone), zonedText(o.create_time, zone),
          o.overdue_time ? yes : null, o.late_time ? yes : null,
          o.fee === null ? null : Number(o.fee), Number(o.parts_cost),
        ]);
      }
    }
    return data;
  }
}
