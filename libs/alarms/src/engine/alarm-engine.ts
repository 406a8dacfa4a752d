import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { EventBus, PlatformRole, type DomainEventMap } from '@gengyun/core';
import { Alarm } from '../alarm/alarm.entity';
import type { AlarmRule } from '../rule/alarm-rule.entity';
import { OPEN_KEY } from '../alarm/alarm-state';
import { elapsedDue, evaluate, evaluateElapsed, evaluateSilence, initialState, silenceDue, silenceSince, type EvalResult, type EvalState, type EvaluatedRule, type Transition } from './alarm-evaluator';
import { AlarmRuleCache } from '../rule/alarm-rule-cache';
import { AlarmLifecycleService } from '../alarm/alarm-lifecycle.service';
import { AlarmMeters, type AlarmMeter } from './alarm-meters';

interface MeterRef {
  enterpriseId: number;
  meterId: number;
  meterCode: string | null;
  meterType: string | null;
}

export const toSpec = (r: AlarmRule): EvaluatedRule => ({
  condition: r.condition,
  threshold: r.threshold ?? 0,
  deadband: r.deadband,
  rateUnit: r.rate_unit ?? 'second',
  durationMs: r.duration_seconds * 1000,
  repeatCount: r.repeat_count,
  noDataMs: (r.no_data_seconds ?? 0) * 1000,
});

const appliesTo = (r: AlarmRule, meterId: number, meterType: string | null): boolean =>
  r.meter_id === meterId || (r.meter_id === null && r.meter_type !== null && r.meter_type === meterType);

/** Rules whose judgement depends on earlier readings, not only on the value at hand. */
const needsHistory = (r: AlarmRule): boolean => r.condition === 'rate' || r.duration_seconds > 0 || r.repeat_count > 1;

/** Most stored readings replayed before a batch (a breach run longer than this is judged from its last part). */
const CATCH_UP_LIMIT = 1000;

const valueFor = (rule: AlarmRule, values: Record<string, number>): number | undefined =>
  rule.condition === 'noData' ? (Object.values(values)[0] ?? 0) : rule.quantity ? values[rule.quantity] : undefined;

const isNoData = (r: AlarmRule): boolean => r.condition === 'noData';

/** Epoch ms a rule was last enabled; rules enabled before that was recorded count from their last change. */
const enabledAt = (r: AlarmRule): number => r.enabled_at ?? new Date(r.update_time ?? r.create_time).getTime();

/**
 * Runs the rules against live data where ingest runs (issue #5 item 3): `iot.readings` batches are evaluated in
 * order per meter. No-data rules are judged on the server's clock (issue 12 item 5): each (rule, meter) has a timer
 * due N s after its silence began (`silenceSince`: the last reading this process or any other received, the meter's
 * adding, the rule's enabling, this process's start), re-armed by every reading; a sweep every `sweepMs` covers every
 * enterprise with no-data rules (not only those whose meters report) and re-arms timers after rule edits and readings
 * other workers took. A meter going offline is its own status, not an early no-data alarm. Evaluator states live
 * here (seeded from the open alarms, so a restart still clears what it finds open); rules come from the cache.
 */
@Injectable()
export class AlarmEngine implements OnModuleInit, OnModuleDestroy {
  static sweepMs = 5000;
  private readonly logger = new Logger('AlarmEngine');
  private readonly states = new Map<string, EvalState>();
  private readonly chains = new Map<number, Promise<void>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** No-data timers per (rule, meter), with the instant each is due. */
  private readonly silence = new Map<string, { due: number; timer: NodeJS.Timeout }>();
  /** When this process last received a reading of each meter (server clock). */
  private readonly heard = new Map<number, number>();
  private readonly offs: Array<() => void> = [];
  private readonly startedAt = Date.now();
  private timer?: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly bus: EventBus,
    private readonly role: PlatformRole,
    private readonly cache: AlarmRuleCache,
    private readonly lifecycle: AlarmLifecycleService,
    private readonly meters: AlarmMeters,
    @InjectRepository(Alarm) private readonly alarms: Repository<Alarm>,
  ) {}

  onModuleInit(): void {
    if (!this.role.runsIngest) return;
    this.offs.push(this.bus.on('iot.readings', (e) => this.serial(e.meterId, () => this.onReadings(e))));
    const sweep = (only?: number) => void this.sweep(Date.now(), only).catch((error: unknown) => this.logger.error(`sweep: ${String(error)}`));
    this.timer = setInterval(sweep, AlarmEngine.sweepMs);
    this.timer.unref();
    // A rule added, enabled or changed is judged at once, not at the next sweep (its meters' timers start from it).
    this.cache.onChange((enterpriseId) => setImmediate(() => sweep(enterpriseId)));
    setImmediate(() => sweep());
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const { timer } of this.silence.values()) clearTimeout(timer);
    this.silence.clear();
    for (const off of this.offs) off();
    await Promise.allSettled([...this.chains.values()]);
  }

  /** Work on one meter runs in arrival order. */
  private serial(meterId: number, task: () => Promise<void>): Promise<void> {
    const run = (this.chains.get(meterId) ?? Promise.resolve()).then(task).catch((error: unknown) => this.logger.error(`meter ${meterId}: ${String(error)}`));
    this.chains.set(meterId, run);
    void run.then(() => this.chains.get(meterId) === run && this.chains.delete(meterId));
    return run;
  }

  async onReadings(e: DomainEventMap['iot.readings']): Promise<void> {
    const heardAt = Date.now();
    this.heard.set(e.meterId, heardAt);
    const meter: MeterRef = { enterpriseId: e.enterpriseId, meterId: e.meterId, meterCode: e.meterCode, meterType: e.meterType };
    const rules = (await this.cache.rules(e.enterpriseId)).filter((r) => appliesTo(r, e.meterId, e.meterType));
    for (const rule of rules.filter(isNoData)) this.armSilence(rule, meter, heardAt + toSpec(rule).noDataMs);
    if (!rules.length) return;
    await this.syncOpen(e.meterId, rules);
    const readings = [...e.readings].sort((a, b) => a.ts - b.ts);
    if (this.role.sharesIngest && readings.length) await this.catchUp(e.meterId, rules.filter(needsHistory), readings[0].ts);
    for (const rule of rules) {
      const spec = toSpec(rule);
      for (const reading of readings) {
        const value = valueFor(rule, reading.values);
        if (typeof value !== 'number') continue;
        await this.step(rule, meter, (state) => evaluate(spec, state, { ts: reading.ts, value }));
      }
    }
  }

  /**
   * Whether each rule's alarm is open is read from the database, where every process agrees, before a batch is
   * judged: with an external broker the shared subscription hands one meter's readings to any worker, and the
   * worker that raised an alarm may never see the value that clears it. An alarm closed elsewhere (cleared by
   * another worker or by hand) lets the next breaching value raise a new one.
   */
  private async syncOpen(meterId: number, rules: AlarmRule[]): Promise<void> {
    const open = await this.alarms.find({ select: { rule_id: true }, where: { meter_id: meterId, open_key: OPEN_KEY, rule_id: In(rules.map((r) => r.id)) } });
    const openRules = new Set(open.map((a) => a.rule_id));
    for (const rule of rules) {
      const key = stateKey(rule.id, meterId);
      const state = this.states.get(key) ?? initialState();
      const active = openRules.has(rule.id);
      if (state.active !== active || !this.states.has(key)) this.states.set(key, active ? { ...state, active } : { ...state, active, breachSince: null, streak: 0 });
    }
  }

  /**
   * With a shared subscription another worker stores some of this meter's readings. Before a batch is judged, the
   * stored readings this process has not seen (since its last one, up to the batch) are replayed into the states of
   * the rules that depend on history — streaks, breach starts, the previous value of a rate — so "N in a row",
   * "for N s" and rates count every reading, whichever worker took it. The replay applies no transition: the worker
   * that took those readings judged them; whether the alarm is open stays as the database says.
   */
  private async catchUp(meterId: number, rules: AlarmRule[], before: number): Promise<void> {
    if (!rules.length) return;
    const states = rules.map((rule) => this.states.get(stateKey(rule.id, meterId)) ?? initialState());
    const seen = states.map((state) => state.lastTs);
    const after = seen.includes(null) ? null : Math.min(...(seen as number[]));
    const missed = await this.meters.readingsBetween(meterId, after, before, CATCH_UP_LIMIT);
    if (!missed.length) return;
    rules.forEach((rule, i) => {
      const spec = toSpec(rule);
      let state = states[i];
      for (const reading of missed) {
        const value = valueFor(rule, reading.values);
        if (typeof value === 'number') state = evaluate(spec, state, { ts: reading.ts, value }).state;
      }
      this.states.set(stateKey(rule.id, meterId), { ...state, active: states[i].active });
    });
  }

  /**
   * No-data rules of every enterprise that has enabled ones: open no-data alarms mark their state active (a reading
   * clears them), and each (rule, meter) is judged or has its timer (re-)armed. `now` is the judging instant; `only`
   * limits the sweep to one enterprise (after its rules changed).
   */
  async sweep(now = Date.now(), only?: number): Promise<void> {
    if (this.closing) return;
    const enterprises = await this.cache.noDataEnterprises();
    for (const enterpriseId of only === undefined ? enterprises : enterprises.filter((id) => id === only)) {
      const rules = (await this.cache.rules(enterpriseId)).filter(isNoData);
      if (!rules.length) continue;
      const open = await this.alarms.find({ select: { rule_id: true, meter_id: true }, where: { enterprise_id: enterpriseId, open_key: OPEN_KEY, rule_id: In(rules.map((r) => r.id)) } });
      for (const a of open) {
        const key = stateKey(a.rule_id, a.meter_id);
        this.states.set(key, { ...(this.states.get(key) ?? initialState()), active: true });
      }
      for (const rule of rules) {
        const targets = rule.meter_id ? [await this.meters.find(enterpriseId, rule.meter_id)] : await this.meters.ofType(enterpriseId, rule.meter_type ?? '');
        for (const m of targets) {
          if (m) await this.serial(m.id, () => this.judgeSilence(rule, enterpriseId, m, now));
        }
      }
    }
  }

  /** Raises a no-data rule's alarm on a meter silent for N s, or arms its timer for when it will have been. */
  private async judgeSilence(rule: AlarmRule, enterpriseId: number, m: AlarmMeter, now: number): Promise<void> {
    if (this.closing) return;
    const meter: MeterRef = { enterpriseId, meterId: m.id, meterCode: m.meter_code, meterType: m.meter_type };
    const spec = toSpec(rule);
    const since = silenceSince(m.last_seen?.getTime(), this.heard.get(m.id), m.create_time?.getTime(), enabledAt(rule), this.startedAt);
    const due = silenceDue(spec, since) as number;
    if (now < due) return this.armSilence(rule, meter, due);
    this.disarmSilence(stateKey(rule.id, m.id));
    await this.step(rule, meter, (state) => evaluateSilence(spec, state, now, since));
  }

  /** A timer that judges (rule, meter) again at `due` with the meter's last_seen as it then is; an equal one is kept. */
  private armSilence(rule: AlarmRule, meter: MeterRef, due: number): void {
    const key = stateKey(rule.id, meter.meterId);
    const current = this.silence.get(key);
    if (this.closing || (current && Math.abs(current.due - due) < 50)) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(() => {
      this.silence.delete(key);
      void this.serial(meter.meterId, async () => {
        const fresh = (await this.cache.rules(meter.enterpriseId)).find((r) => r.id === rule.id && isNoData(r));
        const m = fresh && (await this.meters.find(meter.enterpriseId, meter.meterId));
        if (fresh && m) await this.judgeSilence(fresh, meter.enterpriseId, m, Date.now());
      });
    }, Math.max(0, due - Date.now()));
    timer.unref();
    this.silence.set(key, { due, timer });
  }

  private disarmSilence(key: string): void {
    clearTimeout(this.silence.get(key)?.timer);
    this.silence.delete(key);
  }

  /** One evaluation: the state advances only when its transition was applied. */
  private async step(rule: AlarmRule, meter: MeterRef, run: (state: EvalState) => EvalResult): Promise<void> {
    const key = stateKey(rule.id, meter.meterId);
    const before = this.states.get(key) ?? (await this.seed(rule.id, meter.meterId));
    const { state, transition } = run(before);
    if (transition) {
      try {
        await this.apply(rule, meter, transition);
      } catch (error) {
        this.logger.error(`rule ${rule.id} meter ${meter.meterId} ${transition.type}: ${String(error)}`);
        this.states.set(key, { ...state, active: before.active, breachSince: null, streak: 0 });
        return;
      }
    }
    this.states.set(key, state);
    this.scheduleElapsed(rule, meter, state);
  }

  /**
   * A "for N seconds" breach raises when its N seconds are up, not only when the meter's next reading arrives
   * (meters often report once a minute). The wait is measured from the last reading in the device's own time, so
   * a device clock that runs behind cannot make the rule fire early.
   */
  private scheduleElapsed(rule: AlarmRule, meter: MeterRef, state: EvalState): void {
    const key = stateKey(rule.id, meter.meterId);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const due = elapsedDue(toSpec(rule), state);
    if (due === null || state.lastTs === null || this.closing) return;
    const lastTs = state.lastTs;
    const scheduledAt = Date.now();
    const timer = setTimeout(() => {
      this.timers.delete(key);
      void this.serial(meter.meterId, async () => {
        const current = (await this.cache.rules(meter.enterpriseId)).find((r) => r.id === rule.id);
        if (current) await this.step(current, meter, (s) => evaluateElapsed(toSpec(current), s, lastTs + Date.now() - scheduledAt));
      });
    }, Math.max(0, due - lastTs));
    timer.unref();
    this.timers.set(key, timer);
  }

  private async seed(ruleId: number, meterId: number): Promise<EvalState> {
    const open = await this.alarms.count({ where: { rule_id: ruleId, meter_id: meterId, open_key: OPEN_KEY } });
    return initialState(open > 0);
  }

  private async apply(rule: AlarmRule, meter: MeterRef, t: Transition): Promise<void> {
    if (t.type === 'raise') {
      await this.lifecycle.raise({ ...meter, rule, value: t.value, at: new Date(t.at) });
    } else {
      await this.lifecycle.autoClear(meter.enterpriseId, rule.id, meter.meterId, t.value, new Date(t.at));
    }
  }
}

const stateKey = (ruleId: number, meterId: number): string => `${ruleId}:${meterId}`;
