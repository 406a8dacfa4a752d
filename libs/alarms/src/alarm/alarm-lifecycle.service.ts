import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService, SYSTEM_ACTOR_NAME, isRetryableLock, isUniqueViolation, type ObjectScope } from '@gengyun/core';
import { Alarm } from './alarm.entity';
import type { AlarmRule } from '../rule/alarm-rule.entity';
import { OPEN_KEY, nextStatus } from './alarm-state';
import { AlarmNotifier } from './alarm-notifier';
import { EscalationScheduler } from '../escalation/escalation-scheduler';
import { AlarmMeters } from '../engine/alarm-meters';

export const ALARM_BUSINESS_NO = 'alarm';

export interface RaiseInput {
  enterpriseId: number;
  rule: Pick<AlarmRule, 'id' | 'name' | 'quantity' | 'condition' | 'threshold' | 'severity'> & Partial<Pick<AlarmRule, 'no_data_seconds'>>;
  meterId: number;
  meterCode: string | null;
  meterType: string | null;
  /** The breaching value; null for a no-data alarm (silence has no value). */
  value: number | null;
  at: Date;
  /** The meter's place in the data dimensions; looked up when not given. */
  scope?: ObjectScope;
}

/** The actor of transitions the system makes (audit rows name it "system", shown in the reader's language). */
export const systemActor = (enterpriseId: number) => ({ enterpriseId, userId: 0, name: SYSTEM_ACTOR_NAME });

const ATTEMPTS = 5;

/**
 * Transitions driven by the evaluator: raise (insert, or re-trigger the open alarm) and automatic clear.
 * The database guarantees one open alarm per (rule, meter): the insert carries open_key 0 and the unique key
 * refuses a second; the loser re-triggers the winner instead. Each transition is audited in its transaction.
 */
@Injectable()
export class AlarmLifecycleService {
  private readonly logger = new Logger('Alarms');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifier: AlarmNotifier,
    private readonly escalation: EscalationScheduler,
    private readonly meters: AlarmMeters,
  ) {}

  async raise(input: RaiseInput): Promise<{ alarm: Alarm; created: boolean }> {
    const scope = input.scope ?? (await this.meters.find(input.enterpriseId, input.meterId))?.scope ?? {};
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await this.insert(input, scope).catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
        if (created) {
          await this.escalation.start(created);
          await this.notifier.changed('alarm.raised', created);
          return { alarm: created, created: true };
        }
        // Silence is one condition, not repeated breaches: processes judging the same silence leave the open alarm be.
        if (input.rule.condition === 'noData') {
          const open = await this.dataSource.getRepository(Alarm).findOne({ where: { rule_id: input.rule.id, meter_id: input.meterId, open_key: OPEN_KEY } });
          if (open) return { alarm: open, created: false };
        } else {
          const retriggered = await this.retrigger(input);
          if (retriggered) {
            await this.notifier.changed('alarm.raised', retriggered);
            return { alarm: retriggered, created: false };
          }
        }
        // The open alarm was cleared between our insert and update: try the insert again.
      } catch (error) {
        if (!isRetryableLock(error) || attempt >= ATTEMPTS) throw error;
      }
      if (attempt >= ATTEMPTS) throw new Error(`alarm raise for rule ${input.rule.id} meter ${input.meterId} did not settle`);
    }
  }

  private insert(input: RaiseInput, scope: ObjectScope): Promise<Alarm> {
    return this.dataSource.transaction(async (manager) => {
      const alarm = manager.create(Alarm, {
        enterprise_id: input.enterpriseId,
        create_user_id: null,
        create_time: new Date(),
        update_time: new Date(),
        rule_id: input.rule.id,
        rule_name: input.rule.name,
        meter_id: input.meterId,
        meter_code: input.meterCode,
        meter_type: input.meterType,
        location_id: scope.location ?? null,
        equipment_type_id: scope.equipment_type ?? null,
        quantity: input.rule.quantity,
        condition: input.rule.condition,
        threshold: input.rule.threshold,
        severity: input.rule.severity,
        status: 'raised',
        open_key: OPEN_KEY,
        count: 1,
        first_value: input.value,
        last_value: input.value,
        raise_time: input.at,
        last_time: input.at,
        ack_user_id: null,
        ack_user_name: null,
        ack_time: null,
        ack_note: null,
        clear_time: null,
        clear_mode: null,
        clear_user_id: null,
        close_time: null,
        close_user_id: null,
        escalation_step: 0,
        escalation_start: Date.now(),
        work_order_id: null,
      });
      await manager.insert(Alarm, alarm);
      const meter = input.meterCode ?? `#${input.meterId}`;
      const remark =
        input.value === null
          ? { key: 'iot.alarm.audit.raisedNoData' as const, params: [input.rule.name, meter, input.rule.no_data_seconds ?? ''] }
          : { key: 'iot.alarm.audit.raised' as const, params: [input.rule.name, meter, input.value] };
      await this.audit.record(systemActor(input.enterpriseId), ALARM_BUSINESS_NO, alarm.id, [remark], manager);
      return alarm;
    });
  }

  /** count + 1, last value and time on the open alarm of (rule, meter); null when there is none. */
  private retrigger(input: RaiseInput): Promise<Alarm | null> {
    return this.dataSource.transaction(async (manager) => {
      const where = { rule_id: input.rule.id, meter_id: input.meterId, open_key: OPEN_KEY };
      const moved = await manager
        .createQueryBuilder()
        .update(Alarm)
        .set({ count: () => 'count + 1', last_value: input.value, last_time: input.at, update_time: new Date() })
        .where(where)
        .execute();
      if (!moved.affected) return null;
      const alarm = await manager.findOne(Alarm, { where });
      if (!alarm || nextStatus(alarm.status, 'retrigger') === null) return null;
      await this.audit.record(systemActor(input.enterpriseId), ALARM_BUSINESS_NO, alarm.id, [{ key: 'iot.alarm.audit.retriggered', params: [alarm.count, input.value] }], manager);
      return alarm;
    });
  }

  /** The condition went: the open alarm of (rule, meter), if any, becomes cleared and stops escalating. */
  async autoClear(enterpriseId: number, ruleId: number, meterId: number, value: number | null, at: Date): Promise<Alarm | null> {
    const cleared = await this.dataSource.transaction(async (manager) => {
      const alarm = await manager.findOne(Alarm, { where: { enterprise_id: enterpriseId, rule_id: ruleId, meter_id: meterId, open_key: OPEN_KEY } });
      if (!alarm || nextStatus(alarm.status, 'clear') === null) return null;
      // A no-data alarm clears on data and keeps no value (the reading that ended the silence is not its value).
      const patch = { status: 'cleared' as const, open_key: alarm.id, clear_time: at, clear_mode: 'auto' as const, ...(value === null ? {} : { last_value: value }), update_time: new Date() };
      const moved = await manager.update(Alarm, { id: alarm.id, status: alarm.status }, patch);
      if (!moved.affected) return null;
      const remark = value === null ? { key: 'iot.alarm.audit.dataResumed' as const } : { key: 'iot.alarm.audit.autoCleared' as const, params: [value] };
      await this.audit.record(systemActor(enterpriseId), ALARM_BUSINESS_NO, alarm.id, [remark], manager);
      return Object.assign(alarm, patch);
    });
    if (!cleared) return null;
    await this.escalation.cancel(cleared.id);
    await this.notifier.changed('alarm.cleared', cleared);
    this.logger.debug?.(`alarm ${cleared.id} cleared automatically`);
    return cleared;
  }
}
