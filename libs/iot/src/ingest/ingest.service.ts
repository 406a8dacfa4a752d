import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventBus, MqttClientService, type Uplink } from '@gengyun/core';
import type { DeadLetterReason } from '../dead-letter/dead-letter.entity';
import { IngestBuffer, DEFAULT_BUFFER, type IngestBufferOptions } from './ingest-buffer';
import { IngestMeterCache } from './ingest-meter-cache';
import { MAX_PAYLOAD_BYTES, validatePayload, type Verdict } from './ingest-validator';
import { ReadingWriter, type IngestItem, type WriteOutcome } from '../reading/reading-writer';
import type { NewReading } from '../reading/rollup-sql';

/** Counters of this process's ingest since it started. */
export interface IngestStats {
  received: number;
  stored: number;
  duplicates: number;
  deadLettered: number;
  byReason: Partial<Record<DeadLetterReason, number>>;
  pending: number;
}

/** Tunables; tests and benches shrink or grow them. */
export class IngestOptions {
  buffer: IngestBufferOptions = DEFAULT_BUFFER;
}

const LOG_EVERY_MS = 10_000;
/** The pause before the n-th retry of a failed meter look-up (the same curve as a failed batch). */
const retryPause = (failures: number): number => Math.min(10_000, 250 * 2 ** failures);

/**
 * MQTT ingest (ARCHITECTURE §6): uplink → validate (`iot.reading.accepted` for live screens) → batch write →
 * acknowledge → `iot.readings` and `iot.meter.status` events. Bad uplinks are counted, logged (at most one line
 * per reason every 10 s) and kept as dead letters; they are acknowledged like good ones once written, so the
 * stream goes on. The same path serves both modes: `accept` resolves once the uplink is committed, and the MQTT
 * layer acknowledges it then (the ingest client's PUBACK to an external broker, or the embedded broker's PUBACK
 * to the device).
 */
@Injectable()
export class IngestService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Ingest');
  private readonly buffer: IngestBuffer<IngestItem>;
  private readonly counters: Omit<IngestStats, 'pending'> = { received: 0, stored: 0, duplicates: 0, deadLettered: 0, byReason: {} };
  private readonly lastLog = new Map<DeadLetterReason, { at: number; suppressed: number }>();
  private running = false;
  private stopping = false;
  /** Wakes look-ups that wait to retry, when ingest stops. */
  private readonly wakeOnStop = new Set<() => void>();
  private lastLookupLog = 0;

  constructor(
    private readonly mqtt: MqttClientService,
    private readonly meters: IngestMeterCache,
    private readonly writer: ReadingWriter,
    private readonly bus: EventBus,
    options: IngestOptions,
  ) {
    this.buffer = new IngestBuffer((items) => this.flush(items), options.buffer);
  }

  get stats(): IngestStats {
    return { ...this.counters, byReason: { ...this.counters.byReason }, pending: this.buffer.pending };
  }

  /** Whether this process ingests (the api in embedded mode, the workers when scaled out). */
  get active(): boolean {
    return this.running;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.running = await this.mqtt.onUplink((uplink) => this.accept(uplink), { backpressure: () => this.buffer.backpressure() });
    if (this.running) this.logger.log('MQTT ingest started');
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const wake of this.wakeOnStop) wake();
    if (this.running) await this.buffer.close();
  }

  /** Resolves once the uplink (reading or dead letter) is durably written. */
  accept(uplink: Uplink, now = Date.now()): Promise<void> {
    this.counters.received++;
    const topic = uplink.topic.slice(0, -'/up'.length);
    if (uplink.payload.length > MAX_PAYLOAD_BYTES) {
      return this.refuse(uplink, null, 'too_large', `${uplink.payload.length} bytes`);
    }
    return this.retrying(`meter of ${topic}`, () => this.meters.byTopic(topic)).then((meter) => {
      if (!meter) return this.refuse(uplink, null, 'unknown_meter', `no meter has topic ${topic}`);
      if (!meter.enabled) return this.refuse(uplink, meter, 'disabled_meter', `meter ${meter.code} is disabled`);
      const verdict = checked(() => validatePayload(uplink.payload, meter.type, now));
      if (!verdict.ok) return this.refuse(uplink, meter, verdict.reason, verdict.detail);
      const reading = {
        meterId: meter.id,
        enterpriseId: meter.enterpriseId,
        meterCode: meter.code,
        meterType: meter.type,
        ts: verdict.reading.ts,
        values: verdict.reading.values,
        scope: meter.scope,
      };
      // Screens get the value now; it is stored with its batch (an unwritten uplink is redelivered, never lost).
      this.bus.emit('iot.reading.accepted', reading);
      return this.buffer.push({ kind: 'reading', reading });
    });
  }

  private async refuse(uplink: Uplink, meter: { id: number; enterpriseId: number } | null, reason: DeadLetterReason, detail: string): Promise<void> {
    this.counters.deadLettered++;
    this.counters.byReason[reason] = (this.counters.byReason[reason] ?? 0) + 1;
    this.logRefusal(uplink.topic, reason, detail);
    const code = uplink.meter.enterpriseCode;
    const enterpriseId = meter?.enterpriseId ?? (await this.retrying(`enterprise ${code}`, () => this.meters.enterpriseId(code)));
    return this.buffer.push({ kind: 'dead', enterpriseId, meterId: meter?.id ?? null, topic: uplink.topic, reason, detail, payload: uplink.payload });
  }

  /**
   * A look-up the uplink needs before it can be batched. When it fails (the database is away) it is retried with a
   * growing pause until it succeeds or ingest stops, like a failed batch: a rejected uplink is never acknowledged,
   * and a broker does not redeliver it before the ingest client reconnects, so giving up would stall it for good.
   */
  private async retrying<T>(what: string, load: () => Promise<T>): Promise<T> {
    for (let failures = 1; ; failures++) {
      try {
        return await load();
      } catch (error) {
        if (this.stopping) throw error;
        const now = Date.now();
        if (now - this.lastLookupLog >= LOG_EVERY_MS) {
          this.lastLookupLog = now;
          this.logger.error(`looking up the ${what} failed (attempt ${failures}, retrying): ${String(error)}`);
        }
        await new Promise<void>((resolve) => {
          const wake = (): void => {
            clearTimeout(timer);
            this.wakeOnStop.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, retryPause(failures));
          this.wakeOnStop.add(wake);
        });
      }
    }
  }

  private async flush(items: IngestItem[]): Promise<void> {
    const outcome = await this.writer.write(items);
    this.counters.stored += outcome.stored.length;
    this.counters.duplicates += outcome.duplicates;
    this.announce(outcome);
  }

  /** Domain events after the batch is committed: readings per meter, then meters that came online. */
  private announce(outcome: WriteOutcome): void {
    const byMeter = new Map<number, NewReading[]>();
    for (const r of outcome.stored) {
      const readings = byMeter.get(r.meterId);
      if (readings) readings.push(r);
      else byMeter.set(r.meterId, [r]);
    }
    for (const [meterId, readings] of byMeter) {
      const first = readings[0];
      this.bus.emit('iot.readings', {
        enterpriseId: first.enterpriseId,
        meterId,
        meterCode: first.meterCode,
        meterType: first.meterType,
        scope: first.scope,
        readings: readings.map((r) => ({ ts: r.ts, values: r.values })).sort((a, b) => a.ts - b.ts),
      });
    }
    const at = new Date();
    for (const meter of outcome.cameOnline) this.bus.emit('iot.meter.status', { enterpriseId: meter.enterpriseId, meterId: meter.id, scope: meter.scope, status: 'online', at });
  }

  private logRefusal(topic: string, reason: DeadLetterReason, detail: string): void {
    const now = Date.now();
    const last = this.lastLog.get(reason);
    if (last && now - last.at < LOG_EVERY_MS) {
      last.suppressed++;
      return;
    }
    const more = last?.suppressed ? ` (${last.suppressed} more since the last report)` : '';
    this.logger.warn(`dead letter ${reason} from ${topic}: ${detail}${more}`);
    this.lastLog.set(reason, { at: now, suppressed: 0 });
  }
}

/**
 * A fault in the checks must not cost the device its PUBACK: a rejected uplink closes the device's connection and is
 * sent again on reconnect, for ever. It is dead-lettered and acknowledged like any refused uplink instead.
 */
function checked(check: () => Verdict): Verdict {
  try {
    return check();
  } catch (error) {
    return { ok: false, reason: 'check_failed', detail: String(error).slice(0, 500) };
  }
}
