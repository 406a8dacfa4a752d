import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig, MqttClientService, PlatformRole } from '@gengyun/core';
import { DEMO_ENTERPRISE, EnterpriseService, systemContext } from '@gengyun/identity';
import type { Meter } from '../meter/meter.entity';
import { DEMO_METERS } from '../meter/meter.seeder';
import { MeterService } from '../meter/meter.service';
import { ReadingQueryService } from '../reading/reading-query.service';
import { MeterWalk, excursionOn, type Excursion } from './demo-walks';

/**
 * How each demo meter differs from the other of its pair (inflow and outflow, inlet and outlet…), and the one
 * excursion: the inlet's pH goes alkaline, which the demo rule "pH 超标" (pH ≥ 9) catches.
 */
const PROFILES: Readonly<Record<string, { scale: number; excursion?: Excursion }>> = {
  'FM-002': { scale: 0.85 },
  'WQ-001': { scale: 1, excursion: { quantity: 'ph', level: 9.5 } },
  'WQ-002': { scale: 0.2 },
  'AC-002': { scale: 0.6 },
  'PM-002': { scale: 1.3 },
  'PW-002': { scale: 0.5 },
};
const DEMO_CODES = new Set(DEMO_METERS.map((m) => m.code));
/** How often the feed looks again for the demo meters (edited since), and while some are missing (being seeded). */
const RELOAD_MS = 10_000;
const RELOAD_INCOMPLETE_MS = 1_000;
const WARN_EVERY_MS = 60_000;

interface FedMeter {
  id: number;
  topic: string;
  walk: MeterWalk;
}

/**
 * The embedded demo's devices (issue 12): readings for the demo enterprise's demo meters, published on each meter's
 * uplink topic through the broker as its device would, so they take the whole ingest path (validation, storage,
 * latest values, live push, alarm rules). It runs in the api process when `demoFeed.enabled` (on by default where the
 * demo is seeded in embedded mode; DEMO_FEED=false turns it off) and never for another enterprise: it publishes only
 * on the topics of the demo enterprise's enabled meters whose codes are the demo meters'.
 */
@Injectable()
export class DemoFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DemoFeed');
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** When the feed first found demo meters (they are seeded after it starts): excursions are timed from there. */
  private startedAt: number | null = null;
  private lastTick = 0;
  private meters: FedMeter[] = [];
  private loadedAt = 0;
  private lastWarn = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly role: PlatformRole,
    private readonly mqtt: MqttClientService,
    private readonly enterprises: EnterpriseService,
    private readonly registry: MeterService,
    private readonly readings: ReadingQueryService,
  ) {}

  /** Whether this process feeds the demo meters. */
  get running(): boolean {
    return this.timer !== undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.config.demoFeed.enabled || this.role.role !== 'api') return;
    this.lastTick = Date.now();
    this.logger.log(`feeding the demo enterprise's meters every ${this.config.demoFeed.intervalMs / 1000} s (DEMO_FEED=false turns this off)`);
    this.schedule();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      void this.tick().finally(() => {
        if (!this.stopped) this.schedule();
      });
    }, this.config.demoFeed.intervalMs);
  }

  /** One reading per demo meter, stamped now; resolves once the broker has acknowledged them (stored). */
  async tick(now = Date.now()): Promise<void> {
    try {
      const meters = await this.demoMeters(now);
      const dt = Math.max(0.001, (now - this.lastTick) / 1000);
      this.lastTick = now;
      if (!meters.length) return;
      this.startedAt ??= now;
      const excursing = excursionOn(now - this.startedAt, this.config.demoFeed.excursion);
      await Promise.all(meters.map((m) => this.mqtt.publish(`${m.topic}/up`, JSON.stringify({ ts: now, values: m.walk.next(dt, excursing) }), 1)));
    } catch (error) {
      if (now - this.lastWarn < WARN_EVERY_MS) return;
      this.lastWarn = now;
      this.logger.warn(`demo readings not sent: ${String(error)}`);
    }
  }

  /** The demo enterprise's enabled demo meters, looked up again every RELOAD_MS (every second while some are missing). */
  private async demoMeters(now: number): Promise<FedMeter[]> {
    const every = this.meters.length < DEMO_CODES.size ? RELOAD_INCOMPLETE_MS : RELOAD_MS;
    if (now - this.loadedAt < every) return this.meters;
    this.loadedAt = now;
    const enterprise = await this.enterprises.byCode(DEMO_ENTERPRISE.code);
    if (!enterprise) return (this.meters = []);
    const rows = (await this.registry.all(systemContext(enterprise.id))).filter((m) => m.enabled && DEMO_CODES.has(m.meter_code));
    const known = new Map(this.meters.map((m) => [m.id, m]));
    const fresh = rows.filter((m) => !known.get(m.id) || known.get(m.id)?.topic !== m.topic);
    const latest = new Map((await this.readings.latestOf(fresh)).map((l) => [l.meterId, l.values]));
    this.meters = rows.map((m) => (known.get(m.id)?.topic === m.topic ? (known.get(m.id) as FedMeter) : this.fed(m, latest.get(m.id) ?? {})));
    return this.meters;
  }

  private fed(meter: Meter, latest: Record<string, { value: number }>): FedMeter {
    const profile = PROFILES[meter.meter_code] ?? { scale: 1 };
    const last = Object.fromEntries(Object.entries(latest).map(([key, v]) => [key, v.value]));
    return { id: meter.id, topic: meter.topic, walk: new MeterWalk(meter.meter_type, profile.scale, last, profile.excursion) };
  }
}
