import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { alarmResponseTimes, type AlarmWorkOrder, type BridgedAlarm, type AlarmWorkOrders, type WorkOrderAlarmPanel, type WorkOrderAlarmPrefill } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { AlarmWorkOrderPort, type AlarmFacts } from '@gengyun/alarms';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import type { WorkOrder } from '../order/work-order.entity';
import { AlarmOrderLinks } from './alarm-order-links';
import { AlarmOrderText } from './alarm-order-text';

/** Readings shown each side of the raise in the order's alarm section. */
const AROUND = 10;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
const brief = (o: WorkOrder): AlarmWorkOrder => ({ id: o.id, code: o.code, title: o.title, status: o.status, create_time: iso(o.create_time) as string, ended_time: iso(o.ended_time) });
/** The alarm as the screens show it: without its place in the data dimensions, which stays on the server. */
const bridged = ({ enterprise_id: _e, location_id: _l, equipment_type_id: _t, equipment_id: _q, ...alarm }: AlarmFacts): BridgedAlarm => alarm;

/** What the screens read of the bridge: the prefill, the orders of an alarm, the alarm of an order; all within scope. */
@Injectable()
export class AlarmBridgeQueryService {
  constructor(
    private readonly alarms: AlarmWorkOrderPort,
    private readonly query: WorkOrderQueryService,
    private readonly links: AlarmOrderLinks,
    private readonly text: AlarmOrderText,
  ) {}

  async prefill(ctx: AuthContext, alarmId: number): Promise<WorkOrderAlarmPrefill> {
    const alarm = await this.alarms.visible(ctx, alarmId);
    const open = await this.links.openOrder(ctx.enterpriseId, alarm.id);
    return {
      alarm: bridged(alarm),
      ...(await this.text.of(alarm)),
      equipment_id: alarm.equipment_id,
      location_id: alarm.location_id,
      source: 'alarm',
      source_id: alarm.id,
      open_order: open ? brief(open) : null,
    };
  }

  /** The orders the alarm opened that the caller may see (the alarm itself must be visible), and its figures. */
  async ofAlarm(ctx: AuthContext, alarmId: number): Promise<AlarmWorkOrders> {
    const alarm = await this.alarms.visible(ctx, alarmId);
    const ids = await this.links.orderIds(ctx.enterpriseId, alarm.id);
    const rows = ids.length ? await this.query.visible(ctx).andWhere({ id: In(ids) }).orderBy('o.id', 'DESC').getMany() : [];
    const open = await this.links.openOrder(ctx.enterpriseId, alarm.id);
    // The figures follow the first order the alarm opened.
    return { rows: rows.map(brief), open_order: open ? brief(open) : null, times: this.times(alarm, rows[rows.length - 1] ?? null) };
  }

  /** The alarm behind an order the caller may see: the order's visibility is the gate (the alarm is part of it). */
  async panel(ctx: AuthContext, orderId: number): Promise<WorkOrderAlarmPanel> {
    const order = await this.query.find(ctx, orderId);
    // The link, not the order's own `source_id` (which `/workOrder/add` takes as sent), names the alarm.
    const alarmId = await this.links.alarmOf(ctx.enterpriseId, order.id);
    const alarm = alarmId ? await this.alarms.get(ctx.enterpriseId, alarmId) : null;
    if (!alarm) throw new BusinessError('workOrder.alarm.errors.notFromAlarm', 422);
    const [readings, latest] = await Promise.all([this.alarms.readingsAround(alarm, AROUND), this.alarms.latest(alarm.meter_id)]);
    return { alarm: bridged(alarm), readings, latest, times: this.times(alarm, order) };
  }

  private times(alarm: AlarmFacts, order: WorkOrder | null) {
    return alarmResponseTimes({
      raise_time: alarm.raise_time,
      ack_time: alarm.ack_time,
      clear_time: alarm.clear_time,
      order_create_time: order ? iso(order.create_time) : null,
      order_completed_time: order?.status === 'completed' ? iso(order.ended_time) : null,
    });
  }
}
