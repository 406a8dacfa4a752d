import DataLoader from 'dataloader';

/** Keys per query: well under every supported database's bound-parameter limit. */
export const TURN_LOADER_BATCH = 500;

/**
 * Look-ups asked during one turn of the event loop answered by one query per `maxBatchSize` keys. A thousand
 * devices reconnecting after a restart, or a thousand meters whose cache entries expire together, arrive in a
 * thousand socket callbacks of the same turn; one read each held the ingest loop for most of a second. DataLoader on
 * its own batches only what one callback asks, so the batch waits for the turn's check phase (`setImmediate`). No
 * cache here: callers keep theirs, with its expiry. Keys the load does not answer resolve to null.
 */
export function turnLoader<K, V>(loadMany: (keys: readonly K[]) => Promise<Map<K, V>>, maxBatchSize = TURN_LOADER_BATCH): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>(
    async (keys) => {
      const found = await loadMany(keys);
      return keys.map((key) => found.get(key) ?? null);
    },
    { cache: false, maxBatchSize, batchScheduleFn: (run) => setImmediate(run) },
  );
}
