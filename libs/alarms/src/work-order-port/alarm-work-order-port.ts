import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { BridgedAlarm } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, type AuthContext } from '@gengyun/core';
import { MeterService } from '@gengyun/iot';
import { ALARM_SCOPE, Alarm } from '../alarm/alarm.entity';
import { ALARM_BUSINESS_NO } from '../alarm/alarm-lifecycle.service';
import { AlarmRule } from '../rule/alarm-rule.entity';
import { AlarmMeters } from '../engine/alarm-meters';
import { AlarmRuleCache } from '../rule/alarm-rule-cache';

type Viewer = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
type Actor = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>;

/** An alarm with what a repair order needs of it: its place in the data dimensions and its meter's equipment. */
export interface AlarmFacts extends BridgedAlarm {
  enterprise_id: number;
  location_id: number | null;
  equipment_type_id: number | null;
  equipment_id: number | null;
}

/** A rule's "open a work order" option. */
export interface RuleWorkOrderOption {
  typeId: number;
  priority: number;
  personId: number;
}

/** How the work-orders area checks a rule's option (the type, the priority and the person exist for the caller). */
export type RuleWorkOrderCheck = (ctx: Viewer, option: RuleWorkOrderOption) => Promise<void>;

export type Reading = { ts: number; values: Record<string, number> };

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * The port the alarms area offers the work-orders area (which depends on alarms, never the reverse): the alarm facts
 * a repair order is made from, the readings around an alarm, a rule's "open a work order" option, and the link back.
 * Work orders register the check of a rule's option here, so alarms check it without knowing work-order types.
 */
@Injectable()
export class AlarmWorkOrderPort {
  private check?: RuleWorkOrderCheck;

  constructor(
    @InjectRepository(Alarm) private readonly alarms: Repository<Alarm>,
    @InjectRepository(AlarmRule) private readonly rules: Repository<AlarmRule>,
    private readonly audit: AuditService,
    private readonly meters: MeterService,
    private readonly readings: AlarmMeters,
    private readonly cache: AlarmRuleCache,
  ) {}

  provideRuleCheck(check: RuleWorkOrderCheck): void {
    this.check = check;
  }

  /** The option's columns once checked; with the option off, none are kept. */
  async checkRuleOption(ctx: Viewer, dto: Partial<Pick<AlarmRule, 'open_work_order' | 'work_order_type_id' | 'work_order_priority' | 'work_order_person_id'>>): Promise<Pick<AlarmRule, 'open_work_order' | 'work_order_type_id' | 'work_order_priority' | 'work_order_person_id'>> {
    if (!dto.open_work_order) return { open_work_order: false, work_order_type_id: null, work_order_priority: null, work_order_person_id: null };
    const fields = { open_work_order: true, work_order_type_id: dto.work_order_type_id ?? null, work_order_priority: dto.work_order_priority ?? null, work_order_person_id: dto.work_order_person_id ?? null };
    if (!fields.work_order_type_id || !fields.work_order_priority || !fields.work_order_person_id) throw new BusinessError('workOrder.alarm.errors.ruleOption', 422);
    if (!this.check) throw new BusinessError('workOrder.alarm.errors.unavailable', 422);
    await this.check(ctx, { typeId: fields.work_order_type_id, priority: fields.work_order_priority, personId: fields.work_order_person_id });
    return fields;
  }

  /** The alarm, if the caller may see it (another enterprise's, or outside the caller's scope: not found). */
  async visible(ctx: Viewer, id: number): Promise<AlarmFacts> {
    return this.facts(await findScoped(this.alarms, ctx, id, ALARM_SCOPE, 'a'));
  }

  /** The alarm as the system sees it (events), or null. */
  async get(enterpriseId: number, id: number): Promise<AlarmFacts | null> {
    const alarm = await this.alarms.findOne({ where: { id, enterprise_id: enterpriseId } });
    return alarm ? this.facts(alarm) : null;
  }

  /** The rule's option when it is on, else null (a deleted or disabled rule opens nothing); from the evaluator's rule cache. */
  async ruleOption(enterpriseId: number, ruleId: number): Promise<RuleWorkOrderOption | null> {
    const rule = (await this.cache.rules(enterpriseId)).find((r) => r.id === ruleId);
    if (!rule?.open_work_order || !rule.work_order_type_id || !rule.work_order_priority || !rule.work_order_person_id) return null;
    return { typeId: rule.work_order_type_id, priority: rule.work_order_priority, personId: rule.work_order_person_id };
  }

  /** Demo data: switches the option on for the enterprise's rule of this name, when it exists and has it off. */
  async switchOnRuleOption(enterpriseId: number, ruleName: string, option: RuleWorkOrderOption): Promise<boolean> {
    const moved = await this.rules.update(
      { enterprise_id: enterpriseId, name: ruleName, open_work_order: false },
      { open_work_order: true, work_order_type_id: option.typeId, work_order_priority: option.priority, work_order_person_id: option.personId, update_time: new Date() },
    );
    if (moved.affected) await this.cache.invalidate(enterpriseId);
    return Boolean(moved.affected);
  }

  /** Up to `around` stored readings before the raise and as many after it (up to the clear, or now), oldest first. */
  async readingsAround(alarm: AlarmFacts, around: number): Promise<Reading[]> {
    const raise = Date.parse(alarm.raise_time);
    const end = alarm.clear_time ? Date.parse(alarm.clear_time) : Date.now();
    const [before, after] = await Promise.all([
      this.readings.readingsBetween(alarm.meter_id, null, raise + 1, around),
      this.readings.readingsBetween(alarm.meter_id, raise, end + 1, around),
    ]);
    return [...before, ...after];
  }

  /** The meter's newest stored reading (its live values). */
  async latest(meterId: number): Promise<Reading | null> {
    const [reading] = await this.readings.readingsBetween(meterId, null, Date.now() + 60_000, 1);
    return reading ?? null;
  }

  /** Records on the alarm the order opened from it (the newest one), in the order's transaction; audited. */
  async linkOrder(m: EntityManager, actor: Actor, alarmId: number, orderId: number, orderCode: string): Promise<void> {
    await m.update(Alarm, { id: alarmId, enterprise_id: actor.enterpriseId }, { work_order_id: orderId, update_time: new Date() });
    await this.audit.record(actor, ALARM_BUSINESS_NO, alarmId, [{ key: 'workOrder.alarm.audit.opened', params: [orderCode] }], m);
  }

  private async facts(a: Alarm): Promise<AlarmFacts> {
    const meter = await this.meters.get(a.enterprise_id, a.meter_id);
    return {
      id: a.id,
      enterprise_id: a.enterprise_id,
      rule_id: a.rule_id,
      rule_name: a.rule_name,
      severity: a.severity,
      status: a.status,
      meter_id: a.meter_id,
      meter_code: a.meter_code,
      quantity: a.quantity,
      condition: a.condition,
      threshold: a.threshold,
      first_value: a.first_value,
      last_value: a.last_value,
      count: a.count,
      raise_time: iso(a.raise_time) as string,
      ack_time: iso(a.ack_time),
      ack_user_name: a.ack_user_name,
      clear_time: iso(a.clear_time),
      clear_mode: a.clear_mode,
      location_id: a.location_id,
      equipment_type_id: a.equipment_type_id,
      equipment_id: meter?.equipment_id ?? null,
    };
  }
}
