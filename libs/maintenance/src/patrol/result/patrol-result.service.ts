import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { Page, PatrolResultRow, TaskItemRow } from '@gengyun/contracts';
import { BusinessError, Translator, paginate, scoped, type AuthContext } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { WorkOrderService, type WorkOrderAddDto } from '@gengyun/work-orders';
import { ItemAnswers, PATROL_RESULT_BUSINESS_NO, itemCopy, type CheckedAnswer as Checked } from '../../check/item-answers';
import { PATROL_SCOPE } from '../point/patrol-point.service';
import type { PatrolPoint } from '../point/patrol-point.entity';
import type { PatrolTask, PatrolTaskPoint } from '../task/patrol-task.entity';
import { PatrolRepair, PatrolResult } from './patrol-result.entity';
import type { PatrolResultPageDto } from './patrol-result.dto';

/** What a submission sets on one result row, checked against its item. */
export type CheckedAnswer = Checked<PatrolResult>;

/**
 * Results per item at a visited point: the checklist copied on check-in (as `check/` copies it onto generated orders),
 * answers checked by the same piece (`ItemAnswers`), and a failed item that opens orders opening exactly one work order,
 * linked to the result and the point, through the work-order service.
 */
@Injectable()
export class PatrolResults {
  constructor(
    @InjectRepository(PatrolResult) private readonly repo: Repository<PatrolResult>,
    @InjectRepository(PatrolRepair) private readonly repairs: Repository<PatrolRepair>,
    private readonly orders: WorkOrderService,
    private readonly answers: ItemAnswers,
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
        ...itemCopy(item, position),
      })),
    );
  }

  /**
   * Every item of the point answered, each checked against its item (the SPEC-style message on a misfit, nothing
   * written); photos and signatures are the caller's own uploads for patrol results (`ItemAnswers.check`).
   */
  async checked(ctx: AuthContext, taskPointId: number, answers: ReadonlyArray<{ item_id: number; value: unknown }>): Promise<CheckedAnswer[]> {
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, task_point_id: taskPointId }, order: { position: 'ASC' } });
    const byItem = new Map(answers.map((a) => [Number(a.item_id), a.value]));
    if (byItem.size !== answers.length || rows.length !== answers.length || rows.some((r) => !byItem.has(r.item_id))) {
      throw new BusinessError('maintenance.errors.patrolResults', 422, [], { fields: { results: 'patrolResults' } });
    }
    const out: CheckedAnswer[] = [];
    for (const row of rows) out.push(await this.answers.check(ctx, PATROL_RESULT_BUSINESS_NO, row, byItem.get(row.item_id)));
    return out;
  }

  /** Writes the answers and binds their photos and signatures to their rows, in the submission's transaction. */
  write(m: EntityManager, ctx: AuthContext, answers: readonly CheckedAnswer[]): Promise<void> {
    return this.answers.write(m, ctx, PATROL_RESULT_BUSINESS_NO, PatrolResult, answers);
  }

  /**
   * The work order of a failed result, as the system on the inspector's behalf: the route plan's order type and person
   * in charge, the point's equipment (or location), source `patrol` with the result as source id. The repair row's
   * unique key on the result makes it once: a second failure, or two submitted at once, find it taken and that order
   * is undone.
   */
  async openRepair(ctx: AuthContext, task: PatrolTask, point: PatrolPoint, answer: CheckedAnswer): Promise<number | null> {
    const result = answer.row;
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
    const order = await this.answers.repairOnce(
      () => this.repairs.exists({ where: { enterprise_id: ctx.enterpriseId, result_id: result.id } }),
      () =>
        this.orders.add(systemContext(ctx.enterpriseId), form as WorkOrderAddDto, {
          creatorId: ctx.userId,
          within: async (m, repair) => {
            const now = new Date();
            await m.insert(PatrolRepair, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_time: now, update_time: now, result_id: result.id, work_order_id: repair.id });
          },
        }),
    );
    return order?.id ?? null;
  }

  /**
   * The results of a task's points (already checked), with the order each failure opened and a meter reading's live
   * value from the point's equipment (`equipmentOf` a task point).
   */
  async ofPoints(ctx: AuthContext, taskPointIds: readonly number[], equipmentOf: (taskPointId: number) => number | null): Promise<PatrolResultRow[]> {
    if (!taskPointIds.length) return [];
    return this.rows(ctx, await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, task_point_id: In([...taskPointIds]) }, order: { position: 'ASC' } }), (r) => equipmentOf(r.task_point_id));
  }

  /** Results in the caller's location and equipment-type scopes, newest first. */
  async page(ctx: AuthContext, dto: PatrolResultPageDto): Promise<Page<PatrolResultRow>> {
    const qb = scoped(this.repo.createQueryBuilder('r'), ctx, PATROL_SCOPE).andWhere('r.recorded_time IS NOT NULL');
    if (dto.point_id) qb.andWhere('r.point_id = :point', { point: dto.point_id });
    if (dto.task_id) qb.andWhere('r.task_id = :task', { task: dto.task_id });
    if (dto.failed !== undefined) qb.andWhere('r.failed = :failed', { failed: dto.failed });
    const page = await paginate(qb.orderBy('r.id', 'DESC'), dto);
    return { rows: await this.rows(ctx, page.rows, () => null), total: page.total };
  }

  private async rows(ctx: AuthContext, rows: PatrolResult[], equipmentOf: (row: PatrolResult) => number | null): Promise<PatrolResultRow[]> {
    const repairs = rows.length ? await this.repairs.find({ where: { enterprise_id: ctx.enterpriseId, result_id: In(rows.map((r) => r.id)) } }) : [];
    const repairOf = new Map(repairs.map((r) => [r.result_id, r.work_order_id]));
    return (await this.answers.view(ctx, rows, repairOf, equipmentOf)) as unknown as PatrolResultRow[];
  }
}
