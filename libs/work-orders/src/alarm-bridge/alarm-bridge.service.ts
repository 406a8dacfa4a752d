import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_LANG, type WorkOrderFromAlarmRequest } from '@gengyun/contracts';
import { BusinessError, SYSTEM_ACTOR_NAME, isUniqueViolation, type AuthContext } from '@gengyun/core';
import { AlarmWorkOrderPort, type AlarmFacts } from '@gengyun/alarms';
import { WorkOrderService } from '../order/work-order.service';
import type { WorkOrderView } from '../order/work-order-query.service';
import type { WorkOrderAddDto } from '../order/work-order.dto';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { WorkOrderEvents } from '../work-orders.events';
import { WorkOrderAlarm } from './work-order-alarm.entity';
import { AlarmOrderLinks } from './alarm-order-links';
import { AlarmOrderText } from './alarm-order-text';

/** The actor of orders a rule opens: the system, unrestricted within its enterprise (the texts follow `site.language`). */
export const systemCaller = (enterpriseId: number): AuthContext => ({
  sessionId: 0,
  userId: 0,
  enterpriseId,
  account: SYSTEM_ACTOR_NAME,
  name: SYSTEM_ACTOR_NAME,
  lang: DEFAULT_LANG,
  isAdmin: true,
  permissions: new Set(),
  scopes: {},
});

const OPEN_ALARM = ['raised', 'acknowledged'];

/**
 * Opening repair orders from alarms, by hand or by the alarm's rule. The order is made by the orders' own service
 * (every reference checked, numbered, timeline, audit, push); its link to the alarm is written in the same
 * transaction, where the unique open slot decides between concurrent openers.
 */
@Injectable()
export class AlarmBridgeService {
  private readonly logger = new Logger('AlarmBridge');

  constructor(
    private readonly dataSource: DataSource,
    private readonly alarms: AlarmWorkOrderPort,
    private readonly orders: WorkOrderService,
    private readonly links: AlarmOrderLinks,
    private readonly text: AlarmOrderText,
    private readonly timeline: WorkOrderTimelineService,
    private readonly query: WorkOrderQueryService,
    private readonly events: WorkOrderEvents,
  ) {}

  /** `/workOrder/fromAlarm`: the alarm must be one the caller may see; refused while an order is open for it. */
  async openByHand(ctx: AuthContext, dto: WorkOrderFromAlarmRequest): Promise<WorkOrderView> {
    const alarm = await this.alarms.visible(ctx, dto.alarm_id);
    return this.open(ctx, alarm, dto, false);
  }

  /**
   * A raise (or re-raise) of an alarm whose rule has "open a work order" on: one order per alarm. A raise that finds
   * the order already opened — by another raise of the burst, in this process or another — leaves it be.
   */
  async openByRule(enterpriseId: number, alarmId: number, ruleId: number): Promise<WorkOrderView | null> {
    const option = await this.alarms.ruleOption(enterpriseId, ruleId);
    if (!option || (await this.links.openedAutomatically(enterpriseId, alarmId))) return null;
    const alarm = await this.alarms.get(enterpriseId, alarmId);
    if (!alarm || !OPEN_ALARM.includes(alarm.status)) return null;
    try {
      return await this.open(
        systemCaller(enterpriseId),
        alarm,
        {
          alarm_id: alarmId,
          type_id: option.typeId,
          priority: option.priority,
          person_in_charge_id: option.personId,
        },
        true,
      );
    } catch (error) {
      if (error instanceof BusinessError && error.key === 'workOrder.alarm.errors.alreadyOpen') return null;
      throw error;
    }
  }

  /** The clearing of an alarm is noted on the orders still open for it; the dispatcher decides whether to close them. */
  async alarmCleared(enterpriseId: number, alarmId: number): Promise<number[]> {
    const orders = await this.links.openOrders(enterpriseId, alarmId);
    const alarm = orders.length ? await this.alarms.get(enterpriseId, alarmId) : null;
    if (!alarm) return [];
    const actor = systemCaller(enterpriseId);
    const note = alarm.clear_time ? this.text.time(alarm.clear_time) : null;
    await this.dataSource.transaction(async (m) => {
      for (const order of orders) await this.timeline.append(m, actor, { orderId: order.id, action: 'alarmCleared', from: order.status, to: order.status, note });
    });
    // The order itself did not change (its version stays): the line is told on its own, to those who see the order.
    for (const order of orders) this.events.noted(order, await this.query.handlerIds(enterpriseId, order.id), { action: 'alarmCleared', note });
    return orders.map((o) => o.id);
  }

  private async open(
    ctx: AuthContext,
    alarm: AlarmFacts,
    dto: WorkOrderFromAlarmRequest,
    automatic: boolean,
  ): Promise<WorkOrderView> {
    await this.links.ensureNoneOpen(ctx.enterpriseId, alarm.id);
    const text = await this.text.of(alarm);
    const order: WorkOrderAddDto = {
      title: dto.title ?? text.title,
      description: dto.description ?? text.description,
      type_id: dto.type_id,
      priority: dto.priority,
      person_in_charge_id: dto.person_in_charge_id,
      pool_id: dto.pool_id,
      handler_ids: dto.handler_ids,
      due_time: dto.due_time,
      request_id: dto.request_id,
      // With equipment the order takes the equipment's location; a meter without equipment gives its own.
      equipment_id: alarm.equipment_id,
      location_id: alarm.equipment_id ? undefined : alarm.location_id,
      source: 'alarm',
      source_id: alarm.id,
    };
    try {
      return await this.orders.add(ctx, order, {
        within: async (m, row) => {
          const now = new Date();
          await m.insert(WorkOrderAlarm, {
            enterprise_id: ctx.enterpriseId,
            create_user_id: ctx.userId || null,
            create_time: now,
            update_time: now,
            alarm_id: alarm.id,
            work_order_id: row.id,
            open_alarm_id: alarm.id,
            automatic,
          });
          await this.alarms.linkOrder(m, ctx, alarm.id, row.id, row.code);
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another opener won the slot between our check and our insert: name its order.
      this.logger.debug?.(`alarm ${alarm.id}: an order was opened concurrently`);
      await this.links.ensureNoneOpen(ctx.enterpriseId, alarm.id);
      throw error;
    }
  }
}
