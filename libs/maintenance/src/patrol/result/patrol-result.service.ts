import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { Page, PatrolResultRow, TaskItemRow } from '@gengyun/contracts';
import { BusinessError, Translator, isUniqueViolation, paginate, scoped, type AuthContext } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import { systemContext } from '@gengyun/identity';
import { WorkOrderService, type WorkOrderAddDto } from '@gengyun/work-orders';
import { checkValue } from '../../check/check-value';
import { PATROL_SCOPE } from '../point/patrol-point.service';
import type { PatrolPoint } from '../point/patrol-point.entity';
import type { PatrolTask, PatrolTaskPoint } from '../task/patrol-task.entity';
import { PatrolRepair, PatrolResult } from './patrol-result.entity';
import type { PatrolResultPageDto } from './patrol-result.dto';

const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/** What a submission sets on one result row, checked against its item. */
export interface CheckedAnswer {
  row: PatrolResult;
  value: string;
  failed: boolean;
}

/**
 * Results per item at a visited point: the checklist copied on check-in (as `check/` copies it onto generated orders),
 * answers checked by the same rules (`checkValue`), and a failed item that opens orders opening exactly one work order,
 * linked to the result and the point, through the work-order service.
 */
@Injectable()
export class PatrolResults {
  constructor(
    @InjectRepository(PatrolResult) private readonly repo: Repository<PatrolResult>,
    @InjectRepository(PatrolRepair) private readonly repairs: Repository<PatrolRepair>,
    private readonly orders: WorkOrderService,
    private readonly files: FileService,
    private readonly translator: Translator,
  ) {}

  /** Writes the point's checklist on its check-in, in the check-in's transaction. */
  async attach(m: EntityManager, taskPoint: PatrolTaskPoint, point: PatrolPoint, items: readonly TaskItemRow[]): Promise<void> {
    if (!items.length) return;
    const now = new Date();
    await m.insert(
      PatrolResult,
      items.map((item, position) => ({
        enterprise_id: taskPoint.enterprise_id, create_user_id: null, create_time: now, update_time: now,
        task_id: taskPoint.task_id, task_point_id: taskPoint.id, point_id: point.id, location_id: point.location_id, equipment_type_id: point.equipment_type_id,
        item_id: item.id, position, name: item.name, type: item.type, standard: item.standard, lower_limit: item.lower_limit, upper_limit: item.upper_limit, unit: item.unit,
        options: item.options.length ? JSON.stringify(item.options) : null,
        failing_options: item.failing_options.length ? JSON.stringify(item.failing_options) : null,
        failure_opens_order: item.failure_opens_order, value: null, failed: null, recorded_by: null, recorded_time: null,
      })),
    );
  }

  /**
   * Every item of the point answered, each checked against its item (the SPEC-style message on a misfit, nothing
   * written); file ids must be the caller's enterprise's.
   */
  async checked(ctx: AuthContext, taskPointId: number, answers: ReadonlyArray<{ item_id: number; value: unknown }>): Promise<CheckedAnswer[]> {
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, task_point_id: taskPointId }, order: { position: 'ASC' } });
    const byItem = new Map(answers.map((a) => [Number(a.item_id), a.value]));
    if (byItem.size !== answers.length || rows.length !== answers.length || rows.some((r) => !byItem.has(r.item_id))) {
      throw new BusinessError('maintenance.errors.patrolResults', 422, [], { fields: { results: 'patrolResults' } });
    }
    const out: CheckedAnswer[] = [];
    for (const row of rows) {
      const checked = checkValue({ ...row, options: list(row.options), failing_options: list(row.failing_options) }, byItem.get(row.item_id));
      for (const fileId of checked.fileIds) await this.files.find(ctx, fileId);
      out.push({ row, value: JSON.stringify(checked.value), failed: checked.failed });
    }
    return out;
  }

  async write(m: EntityManager, ctx: AuthContext, answers: readonly CheckedAnswer[]): Promise<void> {
    const now = new Date();
    for (const a of answers) await m.update(PatrolResult, { id: a.row.id }, { value: a.value, failed: a.failed, recorded_by: ctx.userId, recorded_time: now, update_time: now });
  }

  /**
   * The work order of a failed result, as the system on the inspector's behalf: the route plan's order type and person
   * in charge, the point's equipment (or location), source `patrol` with the result as source id. The repair row's
   * unique key on the result makes it once: a second failure, or two submitted at once, find it taken and that order
   * is undone.
   */
  async openRepair(ctx: AuthContext, task: PatrolTask, point: PatrolPoint, answer: CheckedAnswer): Promise<number | null> {
    const result = answer.row;
    if (await this.repairs.exists({ where: { enterprise_id: ctx.enterpriseId, result_id: result.id } })) return null;
    const t = (key: Parameters<Translator['t']>[0], params: unknown[]) => this.translator.t(key, ctx.lang, params, ctx.enterpriseId);
    const form = {
      title: (await t('maintenance.patrol.failedTitle', [point.name, result.name])).slice(0, 100),
      description: await t('maintenance.check.failedDescription', [result.name, result.standard ?? '', answer.value]),
      type_id: task.work_order_type_id,
      priority: 3,
      person_in_charge_id: task.person_in_charge_id,
      equipment_id: point.equipment_id ?? undefined,
      location_id: point.equipment_id ? undefined : point.location_id,
      source: 'patrol',
      source_id: result.id,
    } satisfies Partial<WorkOrderAddDto>;
    try {
      const order = await this.orders.add(systemContext(ctx.enterpriseId), form as WorkOrderAddDto, {
        creatorId: ctx.userId,
        within: async (m, repair) => {
          const now = new Date();
          await m.insert(PatrolRepair, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_time: now, update_time: now, result_id: result.id, work_order_id: repair.id });
        },
      });
      return order.id;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** The results of tasks' points (the enterprise's, already checked), with the order each failure opened. */
  async ofPoints(enterpriseId: number, taskPointIds: readonly number[]): Promise<PatrolResultRow[]> {
    if (!taskPointIds.length) return [];
    return this.rows(enterpriseId, await this.repo.find({ where: { enterprise_id: enterpriseId, task_point_id: In([...taskPointIds]) }, order: { position: 'ASC' } }));
  }

  /** Results in the caller's location and equipment-type scopes, newest first. */
  async page(ctx: AuthContext, dto: PatrolResultPageDto): Promise<Page<PatrolResultRow>> {
    const qb = scoped(this.repo.createQueryBuilder('r'), ctx, PATROL_SCOPE).andWhere('r.recorded_time IS NOT NULL');
    if (dto.point_id) qb.andWhere('r.point_id = :point', { point: dto.point_id });
    if (dto.task_id) qb.andWhere('r.task_id = :task', { task: dto.task_id });
    if (dto.failed !== undefined) qb.andWhere('r.failed = :failed', { failed: dto.failed });
    const page = await paginate(qb.orderBy('r.id', 'DESC'), dto);
    return { rows: await this.rows(ctx.enterpriseId, page.rows), total: page.total };
  }

  private async rows(enterpriseId: number, rows: PatrolResult[]): Promise<PatrolResultRow[]> {
    const repairs = rows.length ? await this.repairs.find({ where: { enterprise_id: enterpriseId, result_id: In(rows.map((r) => r.id)) } }) : [];
    const repairOf = new Map(repairs.map((r) => [r.result_id, r.work_order_id]));
    return rows.map((r) => ({
      ...r,
      options: list(r.options),
      failing_options: list(r.failing_options),
      failure_opens_order: Boolean(r.failure_opens_order),
      failed: r.failed === null ? null : Boolean(r.failed),
      value: r.value === null ? null : (JSON.parse(r.value) as PatrolResultRow['value']),
      lower_limit: r.lower_limit === null ? null : Number(r.lower_limit),
      upper_limit: r.upper_limit === null ? null : Number(r.upper_limit),
      repair_order_id: repairOf.get(r.id) ?? null,
    })) as unknown as PatrolResultRow[];
  }
}
