import { Module } from 'node:module';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Logger } from '@nestjs/common';
import type { Aedes, AedesOptions, AuthenticateError, Client } from 'aedes';
import type { BrokerUplinks } from './broker-uplinks';
import type { DeviceCredentialService } from './device-credential.service';
import { parseUplink } from './mqtt-topics';

/** Who is connected: the app's own clients, or one device limited to its meter topic. */
type Principal = { kind: 'internal' } | { kind: 'device'; enterpriseId: number; topic: string };

export interface BrokerLogin {
  username: string;
  password: string;
}

export interface EmbeddedBrokerOptions {
  host: string;
  /** 0 picks a free port; a taken port falls back to a free one with a warning. */
  port: number;
  internal: BrokerLogin;
  devices: Pick<DeviceCredentialService, 'verify'>;
  /**
   * Where authorised device uplinks (`gy/…/up`, from devices or the app's own client) go: ingest consumes them in
   * the broker, and the publisher is acknowledged once they are stored (see BrokerUplinks). Without it they are
   * only routed to subscribers.
   */
  uplinks?: BrokerUplinks;
}

/**
 * aedes 1.x is ESM-only. Node 20.19+ can require() it, but Jest's module registry (which also replaces
 * `createRequire`) refuses ESM, so load it through a plain module object whose `require` is Node's own.
 */
function loadAedes(): typeof Aedes {
  const loader = new Module(__filename);
  loader.filename = __filename;
  loader.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(__dirname);
  return (loader.require('aedes') as { Aedes: typeof Aedes }).Aedes;
}

const refused = (): AuthenticateError => Object.assign(new Error('Bad username or password'), { returnCode: 4 as AuthenticateError['returnCode'] });

/** The embedded-mode MQTT broker (aedes): devices log in per meter and publish only to their own uplink. */
export class EmbeddedBroker {
  private constructor(
    private readonly aedes: Aedes,
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
    const aedes = await loadAedes().createBroker(brokerHooks(options));
    const server = createServer(aedes.handle);
    const port = await listen(server, options.host, options.port);
    new Logger('MqttBroker').log(`MQTT broker listening on ${options.host}:${port}`);
    return new EmbeddedBroker(aedes, server, port);
  }

  /** Closes every connection at once (held uplinks are left unacknowledged), then the listener. */
  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function brokerHooks(options: EmbeddedBrokerOptions): AedesOptions {
  const principals = new WeakMap<Client, Principal>();
  const logger = new Logger('MqttBroker');
  return {
    authenticate: (client, username, password, done) => {
      const secret = password?.toString('utf8') ?? '';
      if (!username || !secret) return done(refused(), false);
      if (username === options.internal.username) {
        if (secret !== options.internal.password) return done(refused(), false);
        principals.set(client, { kind: 'internal' });
        return done(null, true);
      }
      options.devices.verify(username, secret).then(
        (row) => {
          if (!row) return done(refused(), false);
          principals.set(client, { kind: 'device', enterpriseId: row.enterprise_id, topic: row.topic });
          done(null, true);
        },
        (error: unknown) => {
          logger.error(`device login check failed: ${String(error)}`);
          done(Object.assign(new Error('Server unavailable'), { returnCode: 3 as AuthenticateError['returnCode'] }), false);
        },
      );
    },
    authorizePublish: (client, packet, done) => {
      if (!client) return done(null);
      const who = principals.get(client);
      const allowed = who?.kind === 'internal' || (who?.kind === 'device' && packet.topic === `${who.topic}/up`);
      if (!allowed) {
        logger.warn(`refused publish to ${packet.topic} from ${client.id}`);
        return done(new Error('Not authorized'));
      }
      // Ingest takes uplinks here, before aedes sends the PUBACK, and calls back once they are stored.
      if (options.uplinks && parseUplink(packet.topic)) return options.uplinks.consume(client, packet, done);
      done(null);
    },
    authorizeSubscribe: (client, subscription, done) => {
      const who = principals.get(client);
      if (who?.kind === 'internal') return done(null, subscription);
      if (who?.kind === 'device' && subscription.topic === `${who.topic}/down`) return done(null, subscription);
      done(null, null);
    },
  };
}

async function listen(server: Server, host: string, port: number): Promise<number> {
  try {
    return await listenOn(server, host, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    new Logger('MqttBroker').warn(`MQTT port ${port} is taken (another broker?); using a free port instead`);
    return listenOn(server, host, 0);
  }
}

function listenOn(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
