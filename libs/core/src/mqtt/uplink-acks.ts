import { Logger } from '@nestjs/common';
import type { IPublishPacket, MqttClient } from 'mqtt';

/** Where device uplinks go: `handle` may return a promise that resolves once the uplink is durably stored. */
export interface UplinkSink {
  handle(topic: string, payload: Buffer): unknown;
  /** While this returns a promise, no further packets are read from the broker (TCP back-pressure). */
  backpressure?: () => Promise<void> | undefined;
}

interface Held {
  id: number;
  /** Connection generation the uplink arrived on; a PUBACK is never sent on another connection. */
  generation: number;
  durable: boolean;
  dropped: boolean;
  send?: () => void;
}

type SendPacket = (packet: { cmd: string; messageId?: number }, cb?: (error?: Error) => void, ...rest: unknown[]) => void;

/**
 * Acknowledges QoS 1 uplinks only after the sink has stored them, without stalling the client. mqtt.js handles
 * incoming packets one at a time and sends each PUBACK as soon as `handleMessage` calls back (its
 * `customHandleAcks` is MQTT 5 only and also serial), so the PUBACK of an uplink is taken aside when mqtt.js
 * sends it and released when the sink's promise resolves — in arrival order within a batch. A rejected uplink is
 * never acknowledged, so the broker redelivers it on the next connection of the same persistent session.
 */
export class UplinkAcks {
  private readonly logger = new Logger('Mqtt');
  private sink?: UplinkSink;
  private readonly waiting: Array<() => void> = [];
  private generation = 0;
  /** The uplink whose handleMessage callback is running (its PUBACK is sent synchronously inside it). */
  private current?: Held;

  install(client: MqttClient, isUplink: (topic: string) => boolean): void {
    client.on('connect', () => void this.generation++);
    const passThrough = client.handleMessage.bind(client);
    client.handleMessage = (packet, callback) => {
      if (packet.cmd !== 'publish' || !isUplink(packet.topic)) return passThrough(packet, callback);
      // A persistent session delivers queued uplinks right after CONNACK, before ingest has attached: hold them.
      const run = (): void => this.deliver(packet, callback);
      if (this.sink) run();
      else this.waiting.push(run);
    };
    // mqtt.js has no public hook between "handled" and "PUBACK sent"; wrap its packet writer (mqtt 5.x).
    const internals = client as unknown as { _sendPacket: SendPacket };
    const send = internals._sendPacket.bind(client);
    internals._sendPacket = (packet, cb, ...rest) => {
      const held = this.current;
      if (packet.cmd !== 'puback' || !held || held.id !== packet.messageId) return send(packet, cb, ...rest);
      cb?.();
      const release = (): void => {
        if (held.generation === this.generation && client.connected) send(packet);
      };
      if (held.durable) release();
      else if (!held.dropped) held.send = release;
    };
  }

  attach(sink: UplinkSink): void {
    this.sink = sink;
    for (const run of this.waiting.splice(0)) run();
  }

  private deliver(packet: IPublishPacket, callback: (error?: Error) => void): void {
    let result: unknown;
    try {
      result = this.sink!.handle(packet.topic, packet.payload as Buffer);
    } catch (error) {
      this.logger.error(`uplink handler failed: ${String(error)}`);
      result = Promise.reject(error as Error);
    }
    const held: Held | undefined =
      packet.qos > 0 && packet.messageId !== undefined && result instanceof Promise
        ? { id: packet.messageId, generation: this.generation, durable: false, dropped: false }
        : undefined;
    if (result instanceof Promise) {
      result.then(
        () => {
          if (!held) return;
          held.durable = true;
          held.send?.();
        },
        () => {
          if (held) held.dropped = true;
        },
      );
    }
    const proceed = (): void => {
      this.current = held;
      try {
        callback();
      } finally {
        this.current = undefined;
      }
    };
    const wait = this.sink!.backpressure?.();
    if (wait) wait.then(proceed, proceed);
    else proceed();
  }
}
