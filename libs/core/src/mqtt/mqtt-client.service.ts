import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { AppConfig } from '../config/app.config';
import { HealthRegistry } from '../health/health.registry';
import { PlatformRole } from '../jobs/process-role';
import { DeviceCredentialService } from './device-credential.service';
import { BrokerUplinks } from './broker-uplinks';
import { EmbeddedBroker, type BrokerLogin } from './embedded-broker';
import { SHARED_UPLINK_FILTER, UPLINK_FILTER, parseUplink, type MeterTopic } from './mqtt-topics';
import { UplinkAcks, type UplinkSink } from './uplink-acks';

export interface Uplink {
  topic: string;
  meter: MeterTopic;
  payload: Buffer;
}

/**
 * An uplink handler. When it returns a promise, the QoS 1 uplink is acknowledged only once that promise resolves
 * (the reading is durably written): to the external broker by the ingest client, or to the device itself by the
 * embedded broker. A rejection leaves it unacknowledged for redelivery.
 */
export type UplinkHandler = (uplink: Uplink) => unknown;

export interface UplinkOptions {
  /** Back-pressure: while this returns a promise, the client reads no further packets from the broker. */
  backpressure?: () => Promise<void> | undefined;
}

/**
 * Overrides the ingest client's id (default `gy-ingest-{hostname}-{role}`) and shared-subscription group (default
 * `ingest`): needed only when two ingest processes share a host name, or tests share one broker. The id must stay
 * the same across restarts of one process so its persistent session (and the QoS 1 uplinks queued in it) is
 * picked up again.
 */
export const INGEST_SESSION = Symbol('INGEST_SESSION');
export interface IngestSession {
  clientId: string;
  shareGroup?: string;
}

type MessageHandler = (topic: string, payload: Buffer) => void;

/** The most a boot waits for the broker; after that the client keeps retrying and health says 'down'. */
const CONNECT_WAIT_MS = 5000;

/**
 * The app's MQTT client (mqtt.js): to MQTT_URL, or to the embedded broker it starts in the api in embedded
 * mode. Reports 'mqtt' health. `onUplink` subscribes to device uplinks only in the process that runs ingest.
 */
@Injectable()
export class MqttClientService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mqtt');
  private client?: MqttClient;
  private broker?: EmbeddedBroker;
  private readonly handlers = new Map<string, MessageHandler[]>();
  private readonly acks = new UplinkAcks();
  /** Embedded mode: ingest consumes uplinks inside the broker, acknowledging devices once stored. */
  private readonly brokerUplinks = new BrokerUplinks();
  /** Tests on a shared broker get a group of their own unless they pin a session (see sessionOptions). */
  private readonly shareGroup?: string;
  /** The app's own login to the embedded broker; random per process, never stored. */
  private readonly internal: BrokerLogin = { username: 'gengyun-internal', password: randomBytes(32).toString('base64url') };

  constructor(
    private readonly config: AppConfig,
    private readonly role: PlatformRole,
    private readonly devices: DeviceCredentialService,
    health: HealthRegistry,
    @Optional() @Inject(INGEST_SESSION) private readonly session?: IngestSession,
  ) {
    this.shareGroup =
      session?.shareGroup ?? config.mqtt.ingestShareGroup ?? (config.env === 'test' && !session ? `ingest-test-${randomBytes(6).toString('hex')}` : undefined);
    health.register('mqtt', () => Promise.resolve(!this.client ? 'disabled' : this.client.connected ? 'up' : 'down'));
  }

  /** Port of the embedded broker, when this process runs one. */
  get brokerPort(): number | undefined {
    return this.broker?.port;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  async onModuleInit(): Promise<void> {
    if (this.role.runsBroker) {
      this.broker = await EmbeddedBroker.start({
        host: this.config.http.host,
        port: this.config.mqtt.brokerPort,
        internal: this.internal,
        devices: this.devices,
        uplinks: this.role.runsIngest ? this.brokerUplinks : undefined,
      });
    }
    if (!this.config.mqtt.url && !this.broker) {
      // A worker without MQTT_URL: the broker lives in an api process, which then runs ingest itself.
      this.logger.warn('MQTT_URL is not set: this worker runs no MQTT ingest');
      return;
    }
    const url = this.config.mqtt.url ?? `mqtt://127.0.0.1:${this.broker!.port}`;
    const options: IClientOptions = {
      ...this.sessionOptions(),
      reconnectPeriod: 2000,
      connectTimeout: CONNECT_WAIT_MS,
      ...(this.broker ? { username: this.internal.username, password: this.internal.password } : credentialsOf(url)),
    };
    const client = connect(url, options);
    this.client = client;
    // External broker: PUBACKs to the broker wait for the batch. (Embedded: the broker itself holds them.)
    if (!this.broker) this.acks.install(client, (topic) => this.role.runsIngest && parseUplink(topic) !== null);
    client.on('message', (topic, payload) => this.dispatch(topic, payload));
    client.on('error', (error) => this.logger.warn(`mqtt: ${error.message}`));
    await waitForConnect(client, CONNECT_WAIT_MS).catch(() => this.logger.warn(`MQTT broker ${redact(url)} not reachable yet; retrying`));
  }

  /** Subscribes to a topic filter; handlers of the same filter share one subscription. */
  async subscribe(filter: string, handler: MessageHandler): Promise<void> {
    const list = this.handlers.get(filter) ?? [];
    list.push(handler);
    this.handlers.set(filter, list);
    if (list.length === 1) await this.requireClient().subscribeAsync(filter, { qos: 1 });
  }

  /**
   * Device uplinks `gy/{enterpriseCode}/{meterType}/{meterCode}/up`, in the process that runs ingest only.
   * External broker: the worker's client subscribes (split between workers by a shared subscription) and holds
   * each PUBACK to the broker until the handler's promise resolves. Embedded broker (the api): the broker hands
   * uplinks over from its authorizePublish hook and holds the PUBACK to the device itself (BrokerUplinks); nothing
   * is subscribed. One handler per process (the iot ingest); a later call replaces it. Uplinks that arrive before
   * it is attached (a persistent session delivers its queue right after connecting; devices connect as soon as the
   * embedded broker listens) wait, unacknowledged.
   */
  async onUplink(handler: UplinkHandler, options: UplinkOptions = {}): Promise<boolean> {
    if (!this.role.runsIngest) return false;
    const sink: UplinkSink = {
      handle: (topic, payload) => {
        const meter = parseUplink(topic);
        return meter ? handler({ topic, meter, payload }) : undefined;
      },
      backpressure: options.backpressure,
    };
    if (this.broker) {
      this.brokerUplinks.attach(sink);
      return true;
    }
    this.acks.attach(sink);
    const filter = this.shareGroup ? `$share/${this.shareGroup}/${UPLINK_FILTER}` : SHARED_UPLINK_FILTER;
    await this.requireClient().subscribeAsync(filter, { qos: 1 });
    return true;
  }

  /**
   * On an external broker ingest keeps a persistent session (clean: false) under a fixed id, so QoS 1 uplinks that
   * arrive while it restarts wait in the broker; MQTT 5 lets it raise Receive Maximum, since it holds acks until a
   * batch is written. With the embedded broker uplinks never pass through this client (see onUplink).
   */
  private sessionOptions(): IClientOptions {
    // Embedded: the broker hands uplinks to ingest directly; the app's client keeps no session.
    if (!this.role.runsIngest || !this.config.mqtt.url) return { clientId: `gengyun-${this.role.role}-${randomBytes(6).toString('hex')}` };
    // Suites share one Mosquitto, whose shared subscriptions keep sending to offline persistent members: in tests
    // a clean session under a random id in a group of its own, unless the test pins a session.
    if (this.config.env === 'test' && !this.session && !this.config.mqtt.ingestClientId) return { clientId: `gy-ingest-test-${randomBytes(6).toString('hex')}`, clean: true };
    const clientId =
      this.session?.clientId ?? this.config.mqtt.ingestClientId ?? `gy-ingest-${hostname().replace(/[^A-Za-z0-9_.-]/g, '-')}-${this.role.role}`.slice(0, 64);
    return {
      clientId,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: this.config.env === 'test' ? 120 : 7 * 86_400, receiveMaximum: 65_535 },
    };
  }

  async publish(topic: string, payload: string | Buffer, qos: 0 | 1 = 1): Promise<void> {
    await this.requireClient().publishAsync(topic, payload, { qos });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.endAsync(true).catch(() => undefined);
    await this.broker?.close();
  }

  private dispatch(topic: string, payload: Buffer): void {
    for (const [filter, handlers] of this.handlers) {
      if (!matches(filter, topic)) continue;
      for (const handler of handlers) {
        try {
          handler(topic, payload);
        } catch (error) {
          this.logger.error(`handler of ${filter} failed: ${String(error)}`);
        }
      }
    }
  }

  private requireClient(): MqttClient {
    if (!this.client) throw new Error('MQTT client is not started');
    return this.client;
  }
}

/** MQTT filter matching (`+`, `#`, and `$share/{group}/` stripped). */
export function matches(filter: string, topic: string): boolean {
  const f = (filter.startsWith('$share/') ? filter.split('/').slice(2) : filter.split('/'));
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length || (f[i] !== '+' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
}

function credentialsOf(url: string): Pick<IClientOptions, 'username' | 'password'> {
  const u = new URL(url);
  return u.username ? { username: decodeURIComponent(u.username), password: decodeURIComponent(u.password) } : {};
}

const redact = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@');

function waitForConnect(client: MqttClient, ms: number): Promise<void> {
  if (client.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('connect', onConnect);
      reject(new Error('timeout'));
    }, ms);
    const onConnect = (): void => {
      clearTimeout(timer);
      resolve();
    };
    client.once('connect', onConnect);
  });
}
