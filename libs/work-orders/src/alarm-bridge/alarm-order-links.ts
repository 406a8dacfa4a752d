import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { BusinessError } from '@gengyun/core';
import { ENDED_STATUSES } from '@gengyun/contracts';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderAlarm } from './work-order-alarm.entity';

/** The links between alarms and the orders opened from them; the open slot of an alarm is kept honest here. */
@Injectable()
export class AlarmOrderLinks {
  constructor(
    @InjectRepository(WorkOrderAlarm) private readonly links: Repository<WorkOrderAlarm>,
    @InjectRepository(WorkOrder) private readonly orders: Repository<WorkOrder>,
  ) {}

  /**
   * The order open for the alarm, or null. A link whose order has ended (its release after the change may not have
   * run yet) is released here, so it never blocks a new order.
   */
  async openOrder(enterpriseId: number, alarmId: number): Promise<WorkOrder | null> {
    const link = await this.links.findOne({ where: { enterprise_id: enterpriseId, open_alarm_id: alarmId } });
    if (!link) return null;
    const order = await this.orders.findOne({ where: { id: link.work_order_id, enterprise_id: enterpriseId } });
    if (order && !ENDED_STATUSES.includes(order.status)) return order;
    await this.links.update({ id: link.id, open_alarm_id: alarmId }, { open_alarm_id: null, update_time: new Date() });
    return null;
  }

  /** Refuses while an order is open for the alarm, naming it. */
  async ensureNoneOpen(enterpriseId: number, alarmId: number): Promise<void> {
    const open = await this.openOrder(enterpriseId, alarmId);
    if (open) throw BusinessError.conflict('workOrder.alarm.errors.alreadyOpen', [open.code]);
  }

  /** Did the alarm ever open an order by itself (the rule opens one per alarm, never again once it ended)? */
  async openedAutomatically(enterpriseId: number, alarmId: number): Promise<boolean> {
    return this.links.exists({ where: { enterprise_id: enterpriseId, alarm_id: alarmId, automatic: true } });
  }

  /** Ids of the orders opened from the alarm, newest first. */
  async orderIds(enterpriseId: number, alarmId: number): Promise<number[]> {
    return (await this.links.find({ where: { enterprise_id: enterpriseId, alarm_id: alarmId }, order: { id: 'DESC' } })).map((l) => l.work_order_id);
  }

  /** The alarm an order was opened from through the bridge (an order merely saying `source: alarm` has none). */
  async alarmOf(enterpriseId: number, orderId: number): Promise<number | null> {
    return (await this.links.findOne({ where: { enterprise_id: enterpriseId, work_order_id: orderId } }))?.alarm_id ?? null;
  }

  /** The orders still open for the alarm (the note of its clearing goes to them). */
  async openOrders(enterpriseId: number, alarmId: number): Promise<WorkOrder[]> {
    const links = await this.links.find({ where: { enterprise_id: enterpriseId, alarm_id: alarmId, open_alarm_id: Not(IsNull()) } });
    if (!links.length) return [];
    const orders = await this.orders.find({ where: { enterprise_id: enterpriseId, id: In(links.map((l) => l.work_order_id)) } });
    return orders.filter((o) => !ENDED_STATUSES.includes(o.status));
  }

  /** An ended order frees its alarm's slot. */
  async release(enterpriseId: number, orderId: number): Promise<void> {
    await this.links.update({ enterprise_id: enterpriseId, work_order_id: orderId, open_alarm_id: Not(IsNull()) }, { open_alarm_id: null, update_time: new Date() });
  }
}
