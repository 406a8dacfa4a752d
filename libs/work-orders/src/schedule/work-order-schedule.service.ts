import { Injectable } from '@nestjs/common';
import { ENDED_STATUSES, type WorkOrderStatus, type WorkOrderSchedule, type WorkOrderScheduleItem, type WorkOrderScheduleLane } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { WorkOrderQueryService, type WorkOrderView } from '../order/work-order-query.service';
import type { WorkOrderScheduleDto } from './work-order-schedule.dto';

const DAY = 86_400_000;
/** A month view with the weeks around it fits; a longer range is refused. */
const MAX_DAYS = 93;
/** The most orders one range shows. */
const MAX_ORDERS = 2000;

type Item = Sendable<WorkOrderScheduleItem>;

/** The schedule calendar's reading: orders due in a range, within the caller's scope, by person. */
@Injectable()
export class WorkOrderScheduleService {
  constructor(private readonly query: WorkOrderQueryService) {}

  async schedule(ctx: AuthContext, dto: WorkOrderScheduleDto): Promise<Sendable<WorkOrderSchedule>> {
    const start = new Date(dto.start);
    const end = new Date(dto.end);
    const span = end.getTime() - start.getTime();
    if (!(span > 0) || span > MAX_DAYS * DAY) throw new BusinessError('workOrderSchedule.errors.range', 422, [], { fields: { end: 'range' } });
    const orders = await this.query.firstDueVisible(ctx, MAX_ORDERS, (qb) => {
      qb.andWhere('o.due_time >= :start AND o.due_time < :end', { start, end });
      if (dto.user_id) {
        qb.andWhere('(o.person_in_charge_id = :who OR EXISTS (SELECT 1 FROM work_order_handler sh WHERE sh.work_order_id = o.id AND sh.user_id = :who))', { who: dto.user_id });
      }
    });
    return { lanes: lanesOf((await this.query.views(ctx, orders)).map(item), dto.user_id) };
  }
}

function item(v: WorkOrderView): Item {
  const ended = ENDED_STATUSES.includes(v.status as WorkOrderStatus);
  const due = v.due_time as Date;
  return {
    id: v.id,
    code: v.code,
    title: v.title,
    status: v.status,
    priority: v.priority,
    version: v.version,
    due_time: due,
    started_time: v.started_time,
    person_in_charge_id: v.person_in_charge_id,
    person_in_charge_name: v.person_in_charge_name,
    handler_ids: v.handler_ids,
    handler_names: v.handler_names,
    overdue: !ended && due.getTime() < Date.now(),
    ended,
  };
}

/** An order stands in each handler's lane, or in its person in charge's when nobody handles it. */
function lanesOf(items: Item[], only?: number): Array<Sendable<WorkOrderScheduleLane>> {
  const lanes = new Map<number, { user_id: number; user_name: string; items: Item[] }>();
  const put = (userId: number, name: string | Date, it: Item): void => {
    const userName = String(name);
    if (only && userId !== only) return;
    const lane = lanes.get(userId) ?? { user_id: userId, user_name: userName, items: [] };
    lane.items.push(it);
    lanes.set(userId, lane);
  };
  for (const it of items) {
    if (it.handler_ids.length) it.handler_ids.forEach((id, i) => put(id, it.handler_names[i] ?? '', it));
    else put(it.person_in_charge_id, it.person_in_charge_name, it);
    // The person filter also finds the orders someone is in charge of while others handle them.
    if (only && it.handler_ids.length && !it.handler_ids.includes(only) && it.person_in_charge_id === only) put(only, it.person_in_charge_name, it);
  }
  return [...lanes.values()].sort((a, b) => String(a.user_name).localeCompare(String(b.user_name)) || a.user_id - b.user_id);
}
