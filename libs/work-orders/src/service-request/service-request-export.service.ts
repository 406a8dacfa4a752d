import { Injectable } from '@nestjs/common';
import type { MessageKey } from '@gengyun/contracts';
import { AppConfig, JobHandler, type AuthContext, type Job } from '@gengyun/core';
import { SheetExports, type ExportParams } from '../transfer/sheet-exports';
import { REQUEST_EXPORT_COLUMNS, REQUEST_EXPORT_SHEET, SERVICE_REQUEST_TASKS } from '../transfer/work-order-sheet';
import { zonedText } from '../transfer/zoned-time';
import { ServiceRequestQueryService } from './service-request-query.service';
import type { ServiceRequestPageDto } from './service-request.dto';

type Filter = Omit<ServiceRequestPageDto, 'pageNumber' | 'pageSize'>;

/** A name the list's view gives, or an empty cell. */
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const MAX_ROWS = 200_000;
const CHUNK = 1000;

/**
 * POST /serviceRequest/export: the request list's rows — same filters, same scope as `/serviceRequest/pageList` (their
 * location scope and their own requests) — as xlsx for the import and export centre.
 */
@Injectable()
export class ServiceRequestExportService {
  constructor(
    private readonly exports: SheetExports,
    private readonly query: ServiceRequestQueryService,
    private readonly config: AppConfig,
  ) {}

  start(ctx: AuthContext, dto: ServiceRequestPageDto) {
    const { pageNumber: _n, pageSize: _s, ...filter } = dto;
    return this.exports.start<Filter>(ctx, SERVICE_REQUEST_TASKS, 'service-requests', REQUEST_EXPORT_SHEET, filter);
  }

  @JobHandler('exports', 'service-requests')
  run(job: Job<'exports', 'service-requests'>): Promise<void> {
    return this.exports.run<Filter>(job, { sheet: REQUEST_EXPORT_SHEET, columns: REQUEST_EXPORT_COLUMNS, failed: 'serviceRequest.transfer.exportFailed', rows: (params, t, counted) => this.rows(params, t, counted) });
  }

  private async rows({ filter, caller }: ExportParams<Filter>, t: (key: MessageKey) => Promise<string>, counted: (rows: number) => Promise<void>) {
    const requests = await this.query.filtered(caller, filter).take(MAX_ROWS).getMany();
    await counted(requests.length);
    const zone = this.config.timeZone;
    const names = new Map<string, string>();
    const named = async (key: MessageKey): Promise<string> => names.get(key) ?? names.set(key, await t(key)).get(key)!;
    const data: Array<Array<string | number | null>> = [];
    for (let i = 0; i < requests.length; i += CHUNK) {
      const chunk = requests.slice(i, i + CHUNK);
      const views = await this.query.views(caller.enterpriseId, chunk);
      for (const [j, r] of chunk.entries()) {
        const names = views[j]!;
        data.push([
          r.code, r.title, await named(`serviceRequest.status.${r.status}`), await named(`serviceRequest.channel.${r.channel}`),
          text(names.equipment_name), text(names.location_name), text(names.requester_name), r.requester_phone,
          zonedText(r.create_time, zone), text(names.work_order_code), r.reject_reason,
        ]);
      }
    }
    return data;
  }
}
