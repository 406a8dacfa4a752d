import { Logger } from '@nestjs/common';
import type { Client, PublishPacket } from 'aedes';
import type { UplinkSink } from './uplink-acks';

type Done = (error?: Error | null) => void;

/**
 * Embedded mode: ingest consumes device uplinks inside the broker, in aedes' `authorizePublish` hook, and the
 * device is acknowledged only once its uplink is durably stored.
 *
 * aedes 1.2 (lib/handlers/publish.js) runs `authorizePublish` and then `enqueuePublish`, which for QoS 1 writes the
 * PUBACK and only then forwards the message to subscribers (QoS 2 stores it and sends PUBREC). Holding the hook's
 * callback until the sink's promise resolves therefore holds the PUBACK until the batch holding the uplink has
 * committed. aedes handles the packets of one socket read concurrently and reads the connection again only when all
 * of them are done, so a held uplink also stops reading that device (per-connection back-pressure), while other
 * devices go on. A rejected uplink (ingest is stopping) fails the hook: aedes closes the connection without a
 * PUBACK and the device sends it again after reconnecting. Dead letters resolve like readings, so refused payloads
 * are acknowledged once stored and never redelivered for ever.
 *
 * QoS 0 uplinks carry no acknowledgement: they are handed over and let through at once.
 */
export class BrokerUplinks {
  private readonly logger = new Logger('Mqtt');
  private sink?: UplinkSink;
  /** Uplinks that arrived before ingest attached (devices connect as soon as the broker listens). */
  private readonly waiting: Array<() => void> = [];

  attach(sink: UplinkSink): void {
    this.sink = sink;
    for (const run of this.waiting.splice(0)) run();
  }

  /** Takes an authorised uplink; `done` (aedes' authorizePublish callback) is called once it is stored. */
  consume(client: Client, packet: PublishPacket, done: Done): void {
    const run = (): void => void this.deliver(client, packet, done);
    if (this.sink) run();
    else this.waiting.push(run);
  }

  private async deliver(client: Client, packet: PublishPacket, done: Done): Promise<void> {
    const sink = this.sink!;
    // The bound of the ingest buffer: wait for room before handing the uplink over (this device stays unread).
    const room = sink.backpressure?.();
    if (room) await room.catch(() => undefined);
    let result: unknown;
    try {
      result = sink.handle(packet.topic, packet.payload as Buffer);
    } catch (error) {
      result = Promise.reject(error as Error);
    }
    if (!(result instanceof Promise)) return done(null);
    if (packet.qos === 0) {
      result.catch((error: unknown) => this.logger.warn(`QoS 0 uplink from ${client.id} not stored: ${String(error)}`));
      return done(null);
    }
    try {
      await result;
    } catch (error) {
      // Not stored: no PUBACK. aedes closes the device's connection; the device redelivers after reconnecting.
      if (!client.closed) this.logger.warn(`uplink from ${client.id} not stored, closing its connection: ${String(error)}`);
      return done(error instanceof Error ? error : new Error(String(error)));
    }
    done(null);
  }
}
