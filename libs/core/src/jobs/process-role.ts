import type { AppConfig } from '../config/app.config';

/** Which app this process is: `apps/api` (HTTP + Socket.IO) or `apps/worker` (processors, no HTTP). */
export type ProcessRole = 'api' | 'worker';

/** What this process runs, derived from its role and the configuration (ARCHITECTURE §1). */
export class PlatformRole {
  constructor(
    readonly role: ProcessRole,
    private readonly config: Pick<AppConfig, 'mode' | 'mqtt'>,
  ) {}

  /** Job processors: the worker, or the api itself in embedded mode. */
  get runsProcessors(): boolean {
    return this.role === 'worker' || this.config.mode === 'embedded';
  }

  /** The aedes broker runs inside the api when no external broker (MQTT_URL) is configured. */
  get runsBroker(): boolean {
    return this.role === 'api' && !this.config.mqtt.url;
  }

  /**
   * Ingest may run in several processes (an external broker's shared subscription splits the stream), so one process
   * may not see every reading of a meter.
   */
  get sharesIngest(): boolean {
    return this.runsIngest && !!this.config.mqtt.url;
  }

  /** MQTT ingest runs beside the broker when it is embedded, otherwise wherever processors run. */
  get runsIngest(): boolean {
    return this.config.mqtt.url ? this.runsProcessors : this.runsBroker;
  }
}
