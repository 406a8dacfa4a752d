import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { AppConfig } from '../config/app.config';
import { HealthRegistry } from '../health/health.registry';
import { PlatformRole } from '../jobs/process-role';
import { DeviceCredentialService } from './device-credential.service';
import { EmbeddedBroker, type BrokerLogin } from './embedded-broker';
import { SHARED_UPLINK_FILTER, UPLINK_FILTER, parseUplink, type MeterTopic } from './mqtt-topics';

export interface Uplink {
  topic: string;
  meter: MeterTopic;
  payload: Buffer;
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
  /** The app's own login to the embedded broker; random per process, never stored. */
  private readonly internal: BrokerLogin = { username: 'gengyun-internal', password: randomBytes(32).toString('base64url') };

  constructor(
    private readonly config: AppConfig,
    private readonly role: PlatformRole,
    private readonly devices: DeviceCredentialService,
    health: HealthRegistry,
  ) {
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
      this.broker = await EmbeddedBroker.start({ host: this.config.http.host, port: this.config.mqtt.brokerPort, internal: this.internal, devices: this.devices });
    }
    if (!this.config.mqtt.url && !this.broker) {
      // A worker without MQTT_URL: the broker lives in an api process, which then runs ingest itself.
      this.logger.warn('MQTT_URL is not set: this worker runs no MQTT ingest');
      return;
    }
    const url = this.config.mqtt.url ?? `mqtt://127.0.0.1:${this.broker!.port}`;
    const options: IClientOptions = {
      clientId: `gengyun-${this.role.role}-${randomBytes(6).toString('hex')}`,
      reconnectPeriod: 2000,
      connectTimeout: CONNECT_WAIT_MS,
      ...(this.broker ? { username: this.internal.username, password: this.internal.password } : credentialsOf(url)),
    };
    const client = connect(url, options);
    this.client = client;
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
   * Device uplinks `gy/{enterpriseCode}/{meterType}/{meterCode}/up`, in the process that runs ingest only
   * (the worker with an external broker, split between workers by a shared subscription; the api otherwise).
   */
  async onUplink(handler: (uplink: Uplink) => void): Promise<boolean> {
    if (!this.role.runsIngest) return false;
    const filter = this.config.mqtt.url ? SHARED_UPLINK_FILTER : UPLINK_FILTER;
    await this.subscribe(filter, (topic, payload) => {
      const meter = parseUplink(topic);
      if (meter) handler({ topic, meter, payload });
    });
    return true;
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
