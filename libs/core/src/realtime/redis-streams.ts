import { Logger } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import IORedis, { type RedisOptions } from 'ioredis';

export interface StreamsAdapter {
  adapter: ReturnType<typeof createAdapter>;
  /** Call after the Socket.IO server (or its namespace adapter) is closed. */
  close(): Promise<void>;
}

/**
 * The Redis Streams adapter (not pub/sub, which drops events during a Redis blip), shared by the api gateway
 * and the worker's emitter so both write to and read from the same stream.
 */
export function redisStreamsAdapter(redisUrl: string, prefix: string): StreamsAdapter {
  const logger = new Logger('Realtime');
  const client = new IORedis(redisUrl);
  client.on('error', (error: Error) => logger.warn(`redis: ${error.message}`));
  // The adapter duplicates the client for its blocking XREAD and its subscriber; keep them to close them.
  // Both we and the adapter disconnect them, and ioredis arms a 2 s destroy timer per call that only the first
  // close clears, so keep that timer short for these read-only connections.
  const duplicates: IORedis[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (override?: Partial<RedisOptions>): IORedis => {
    const copy = duplicate({ disconnectTimeout: 20, ...override });
    duplicates.push(copy);
    return copy;
  };
  return {
    // The prefix keeps installations (and test runs) sharing one Redis apart, as it does for their job queues.
    adapter: createAdapter(client, { streamName: `${prefix}:socket.io`, channelPrefix: `${prefix}:socket.io` }),
    close: async () => {
      for (const copy of duplicates) copy.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
