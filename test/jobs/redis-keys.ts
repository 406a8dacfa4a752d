import IORedis from 'ioredis';

/** Deletes every key matching a pattern, so test runs leave Redis as they found it. */
export async function deleteRedisKeys(url: string, pattern: string): Promise<void> {
  const redis = new IORedis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
