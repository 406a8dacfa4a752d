import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, paginate, scoped, whereKeyword, type AuthContext, type ObjectScope } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { ALARM_SCOPE } from '../alarm/alarm.entity';
import { AlarmRule } from './alarm-rule.entity';
import { AlarmRuleCache } from './alarm-rule-cache';
import { AlarmMeters } from '../engine/alarm-meters';
import { joinList, splitIds, splitList } from '../lists';
import { parseIntervals } from '../escalation/escalation-policy';
import { AlarmWorkOrderPort } from '../work-order-port/alarm-work-order-port';
import type { AlarmRuleAddDto, AlarmRulePageDto, AlarmRuleUpdateDto } from './alarm-rule.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin'>;
export const ALARM_RULE_BUSINESS_NO = 'alarmRule';

export interface AlarmRuleView extends Omit<AlarmRule, 'notify_user_ids' | 'notify_role_ids' | 'notify_phones' | 'notify_mails' | 'sms_intervals'> {
  user_ids: number[];
  role_ids: number[];
  phones: string[];
  mails: string[];
  sms_intervals: number[] | null;
}

/** Alarm rules; every change drops the rule cache here and in the other processes. */
@Injectable()
export class AlarmRuleService {
  constructor(
    @InjectRepository(AlarmRule) private readonly repo: Repository<AlarmRule>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly cache: AlarmRuleCache,
    private readonly meters: AlarmMeters,
    private readonly directory: UserDirectory,
    private readonly workOrders: AlarmWorkOrderPort,
  ) {}

  async page(ctx: Caller, dto: AlarmRulePageDto): Promise<Page<AlarmRuleView>> {
    const qb = scoped(this.repo.createQueryBuilder('r'), ctx, ALARM_SCOPE);
    if (dto.meter_id) qb.andWhere('r.meter_id = :meterId', { meterId: dto.meter_id });
    if (dto.meter_type) qb.andWhere('r.meter_type = :meterType', { meterType: dto.meter_type });
    if (dto.condition) qb.andWhere('r.condition = :condition', { condition: dto.condition });
    if (dto.enabled !== undefined) qb.andWhere('r.enabled = :enabled', { enabled: dto.enabled });
    whereKeyword(qb, dto.keyword, ['r.name', 'r.quantity']);
    const page = await paginate(qb.orderBy('r.id', 'DESC'), dto);
    return { rows: page.rows.map(toView), total: page.total };
  }

  async detail(ctx: Caller, id: number): Promise<AlarmRuleView> {
    return toView(await findScoped(this.repo, ctx, id, ALARM_SCOPE, 'r'));
  }

  async add(ctx: Caller, dto: AlarmRuleAddDto): Promise<AlarmRuleView> {
    const fields = await this.checked(ctx, dto);
    const rule = await this.dataSource.transaction(async (manager) => {
      const created = manager.create(AlarmRule, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...fields, enabled_at: fields.enabled ? Date.now() : null });
      await manager.save(created);
      await this.audit.record(ctx, ALARM_RULE_BUSINESS_NO, created.id, [{ key: 'iot.alarm.audit.ruleCreated', params: [created.name] }], manager);
      return created;
    });
    await this.cache.invalidate(ctx.enterpriseId);
    return toView(rule);
  }

  async update(ctx: Caller, dto: AlarmRuleUpdateDto): Promise<AlarmRuleView> {
    const rule = await findScoped(this.repo, ctx, dto.id, ALARM_SCOPE, 'r');
    const fields = await this.checked(ctx, dto);
    // Switching a rule on restarts the clock of meters that never reported; an edit of an enabled rule does not.
    const enabledAt = fields.enabled && !rule.enabled ? Date.now() : rule.enabled_at;
    await this.dataSource.transaction(async (manager) => {
      Object.assign(rule, fields, { enabled_at: enabledAt });
      await manager.save(rule);
      await this.audit.record(ctx, ALARM_RULE_BUSINESS_NO, rule.id, [{ key: 'iot.alarm.audit.ruleUpdated', params: [rule.name] }], manager);
    });
    await this.cache.invalidate(ctx.enterpriseId);
    return toView(rule);
  }

  /** Open alarms of the rule stay as they are (they keep the rule's name) and are handled by hand. */
  async delete(ctx: Caller, id: number): Promise<void> {
    const rule = await findScoped(this.repo, ctx, id, ALARM_SCOPE, 'r');
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AlarmRule, { id: rule.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, ALARM_RULE_BUSINESS_NO, rule.id, [{ key: 'iot.alarm.audit.ruleDeleted', params: [rule.name] }], manager);
    });
    await this.cache.invalidate(ctx.enterpriseId);
  }

  /** Cross-field checks (the DTO checked each field); returns the columns to store. */
  private async checked(ctx: Caller, dto: AlarmRuleAddDto): Promise<Partial<AlarmRule>> {
    if ((dto.meter_id === undefined) === (dto.meter_type === undefined)) throw new BusinessError('iot.alarm.errors.ruleTarget', 422);
    let meterType = dto.meter_type ?? null;
    // A rule on every meter of a type spans all locations and types: only users unrestricted in both may keep one.
    let scope: ObjectScope = { location: null, equipment_type: null };
    if (dto.meter_id !== undefined) {
      const meter = await this.meters.visible(ctx, dto.meter_id);
      if (!meter) throw new BusinessError('iot.alarm.errors.meterNotFound', 422);
      meterType = meter.meter_type;
      scope = meter.scope;
    }
    ensureInScope(ctx, scope);
    const noData = dto.condition === 'noData';
    if (!noData) {
      if (!dto.quantity) throw new BusinessError('iot.alarm.errors.ruleQuantity', 422);
      if (meterType && !this.meters.hasQuantity(meterType, dto.quantity)) throw new BusinessError('iot.alarm.errors.quantity', 422, [dto.quantity]);
      if (dto.threshold === undefined) throw new BusinessError('iot.alarm.errors.ruleThreshold', 422);
    }
    if (dto.condition === 'rate' && !dto.rate_unit) throw new BusinessError('iot.alarm.errors.ruleRateUnit', 422);
    if (noData && !dto.no_data_seconds) throw new BusinessError('iot.alarm.errors.ruleNoData', 422);
    if (dto.sms_intervals && !parseIntervals(dto.sms_intervals)) throw new BusinessError('iot.alarm.errors.ruleIntervals', 422);
    // Recipients must be users and roles of this enterprise (another's, or unknown ids, are "not found").
    await this.directory.checkUsers(ctx, dto.user_ids);
    await this.directory.checkRoles(ctx, dto.role_ids);
    const workOrder = await this.workOrders.checkRuleOption(ctx, dto);
    return {
      ...workOrder,
      name: dto.name,
      meter_id: dto.meter_id ?? null,
      meter_type: dto.meter_id !== undefined ? null : (dto.meter_type ?? null),
      location_id: scope.location ?? null,
      equipment_type_id: scope.equipment_type ?? null,
      quantity: noData ? (dto.quantity ?? null) : (dto.quantity as string),
      condition: dto.condition,
      threshold: noData ? null : (dto.threshold ?? null),
      deadband: dto.deadband ?? 0,
      rate_unit: dto.condition === 'rate' ? (dto.rate_unit ?? null) : null,
      duration_seconds: dto.duration_seconds ?? 0,
      repeat_count: dto.repeat_count ?? 1,
      no_data_seconds: noData ? (dto.no_data_seconds ?? null) : null,
      severity: dto.severity,
      enabled: dto.enabled ?? true,
      notify_sms: dto.notify_sms ?? true,
      notify_mail: dto.notify_mail ?? false,
      notify_user_ids: joinList(dto.user_ids),
      notify_role_ids: joinList(dto.role_ids),
      notify_phones: joinList(dto.phones),
      notify_mails: joinList(dto.mails),
      sms_intervals: dto.sms_intervals ? JSON.stringify(dto.sms_intervals) : null,
      interval_unit: dto.interval_unit ?? 'second',
      remark: dto.remark ?? null,
    };
  }
}

export const toView = (rule: AlarmRule): AlarmRuleView => {
  const { notify_user_ids, notify_role_ids, notify_phones, notify_mails, sms_intervals, ...rest } = rule;
  return {
    ...rest,
    user_ids: splitIds(notify_user_ids),
    role_ids: splitIds(notify_role_ids),
    phones: splitList(notify_phones),
    mails: splitList(notify_mails),
    sms_intervals: parseIntervals(sms_intervals),
  };
};
