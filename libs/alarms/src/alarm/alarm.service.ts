import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { AlarmCount, AlarmPush, MessageKey, Page } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuditEntry, type AuthContext, type ObjectScope, type PageQueryDto } from '@gengyun/core';
import { ALARM_SCOPE, Alarm } from './alarm.entity';
import { AlarmRule } from '../rule/alarm-rule.entity';
import { toPush } from './alarm-view';
import { OPEN_STATUSES, nextStatus, openKeyFor, type AlarmEvent } from './alarm-state';
import { ALARM_BUSINESS_NO } from './alarm-lifecycle.service';
import type { AlarmEventName } from '../alarms.events';
import { AlarmNotifier } from './alarm-notifier';
import { EscalationScheduler } from '../escalation/escalation-scheduler';
import type { AlarmPageDto } from './alarm.dto';
import { DeliveryService } from '../delivery/delivery.service';
import { groupRounds, type AlarmDeliveries } from '../delivery/delivery-rounds';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin'>;

/** Alarms as operators see and handle them: list, detail, acknowledge, clear by hand, close. */
@Injectable()
export class AlarmService {
  constructor(
    @InjectRepository(Alarm) private readonly repo: Repository<Alarm>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifier: AlarmNotifier,
    private readonly escalation: EscalationScheduler,
    private readonly deliveries: DeliveryService,
  ) {}

  page(ctx: Caller, dto: AlarmPageDto): Promise<Page<Alarm>> {
    const qb = scoped(this.repo.createQueryBuilder('a'), ctx, ALARM_SCOPE);
    if (dto.status === 'open') qb.andWhere({ status: In([...OPEN_STATUSES]) });
    else if (dto.status) qb.andWhere('a.status = :status', { status: dto.status });
    if (dto.severity) qb.andWhere('a.severity = :severity', { severity: dto.severity });
    if (dto.meter_id) qb.andWhere('a.meter_id = :meterId', { meterId: dto.meter_id });
    if (dto.rule_id) qb.andWhere('a.rule_id = :ruleId', { ruleId: dto.rule_id });
    if (dto.start_time) qb.andWhere('a.raise_time >= :start', { start: dto.start_time });
    if (dto.end_time) qb.andWhere('a.raise_time < :end', { end: dto.end_time });
    whereKeyword(qb, dto.keyword, ['a.rule_name', 'a.meter_code', 'a.quantity']);
    return paginate(qb.orderBy('a.raise_time', 'DESC').addOrderBy('a.id', 'DESC'), dto);
  }

  detail(ctx: Caller, id: number): Promise<Alarm> {
    return findScoped(this.repo, ctx, id, ALARM_SCOPE, 'a');
  }

  /** The alarm's messages per escalation round and channel, and the last round that notified someone. */
  async deliveryRounds(ctx: Caller, id: number): Promise<AlarmDeliveries> {
    const alarm = await findScoped(this.repo, ctx, id, ALARM_SCOPE, 'a');
    return groupRounds(await this.deliveries.ofAlarm(alarm.enterprise_id, alarm.id));
  }

  /** The header counter and the reconnect snapshot: the open alarms the caller may see. */
  openCount(ctx: Caller): Promise<AlarmCount> {
    return this.notifier.counts(ctx);
  }

  /** Alarms and one-meter rules follow their meter when it moves: who may see them changes with it. */
  async followMeters(e: { enterpriseId: number; meterIds: number[]; scope: ObjectScope }): Promise<void> {
    const place = { location_id: e.scope.location ?? null, equipment_type_id: e.scope.equipment_type ?? null };
    await this.repo.update({ enterprise_id: e.enterpriseId, meter_id: In(e.meterIds) }, place);
    await this.dataSource.getRepository(AlarmRule).update({ enterprise_id: e.enterpriseId, meter_id: In(e.meterIds) }, place);
  }

  /** The open alarms of a reconnect snapshot: the counter, and the newest `limit` of them (by raise time). */
  async openSnapshot(ctx: Caller, limit: number): Promise<AlarmCount & { rows: AlarmPush[] }> {
    const [counts, rows] = await Promise.all([
      this.openCount(ctx),
      scoped(this.repo.createQueryBuilder('a'), ctx, ALARM_SCOPE)
        .andWhere({ status: In([...OPEN_STATUSES]) })
        .orderBy('a.raise_time', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .limit(limit)
        .getMany(),
    ]);
    return { ...counts, rows: rows.map(toPush) };
  }

  /** The alarm's change log, read under the same rule as `/log/pageList` (the owner registered in AlarmsAuditOwners). */
  history(ctx: AuthContext, id: number, page: PageQueryDto): Promise<Page<AuditEntry>> {
    return this.audit.read(ctx, ALARM_BUSINESS_NO, id, page);
  }

  acknowledge(ctx: Caller, id: number, note?: string): Promise<Alarm> {
    const now = new Date();
    return this.move(ctx, id, 'acknowledge', 'alarm.acknowledged', { ack_user_id: ctx.userId, ack_user_name: ctx.name, ack_time: now, ack_note: note ?? null }, [
      { key: 'iot.alarm.audit.acknowledged', params: [note ?? ''] },
    ]);
  }

  /** Clearing by hand takes an optional note (the confirmation dialog asks for it), stored on the alarm and in its history. */
  clear(ctx: Caller, id: number, note?: string): Promise<Alarm> {
    const text = note?.trim() || null;
    return this.move(ctx, id, 'clear', 'alarm.cleared', { clear_time: new Date(), clear_mode: 'manual', clear_user_id: ctx.userId, clear_note: text }, [
      text ? { key: 'iot.alarm.audit.clearedNote', params: [text] } : { key: 'iot.alarm.audit.cleared' },
    ]);
  }

  close(ctx: Caller, id: number, note?: string): Promise<Alarm> {
    const text = note?.trim() || null;
    return this.move(ctx, id, 'close', 'alarm.closed', { close_time: new Date(), close_user_id: ctx.userId, close_note: text }, [
      text ? { key: 'iot.alarm.audit.closedNote', params: [text] } : { key: 'iot.alarm.audit.closed' },
    ]);
  }

  /**
   * Hook for the work-order area (not built yet): after it opens a repair work order from an alarm, it calls
   * this to link the two (`alarm.work_order_id`); the alarm's history records it. Nothing else changes.
   */
  async linkWorkOrder(ctx: Caller, id: number, workOrderId: number): Promise<Alarm> {
    const alarm = await findScoped(this.repo, ctx, id, ALARM_SCOPE, 'a');
    return this.dataSource.transaction(async (manager) => {
      await manager.update(Alarm, { id: alarm.id }, { work_order_id: workOrderId, update_time: new Date() });
      await this.audit.record(ctx, ALARM_BUSINESS_NO, alarm.id, [{ key: 'iot.alarm.audit.workOrder', params: [workOrderId] }], manager);
      return Object.assign(alarm, { work_order_id: workOrderId });
    });
  }

  /**
   * One lifecycle move by an operator. The update is conditional on the status read, so a concurrent move
   * (or the evaluator clearing it) makes this one a refusal that changes nothing.
   */
  private async move(
    ctx: Caller,
    id: number,
    event: AlarmEvent,
    name: AlarmEventName,
    fields: Partial<Alarm>,
    remark: Array<{ key: MessageKey; params?: unknown[] }>,
  ): Promise<Alarm> {
    const alarm = await findScoped(this.repo, ctx, id, ALARM_SCOPE, 'a');
    const to = nextStatus(alarm.status, event);
    if (!to) throw BusinessError.conflict('iot.alarm.errors.transition');
    const patch: Partial<Alarm> = { ...fields, status: to, open_key: openKeyFor(to, alarm.id), update_time: new Date() };
    const moved = await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(Alarm, { id: alarm.id, enterprise_id: ctx.enterpriseId, status: alarm.status }, patch);
      if (!result.affected) return false;
      await this.audit.record(ctx, ALARM_BUSINESS_NO, alarm.id, remark, manager);
      return true;
    });
    if (!moved) throw BusinessError.conflict('iot.alarm.errors.transition');
    Object.assign(alarm, patch);
    if (event === 'acknowledge' || event === 'clear') await this.escalation.cancel(alarm.id);
    await this.notifier.changed(name, alarm);
    return alarm;
  }
}
