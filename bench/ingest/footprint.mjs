// What ingest leaves behind: bytes stored per million readings, and the memory of the embedded process.

/** Bytes of the readings and roll-up tables (MariaDB, after ANALYZE so the statistics are current). */
export async function mariadbBytes(db, schema) {
  await db.query('ANALYZE TABLE meter_reading, meter_rollup');
  const rows = await db.query(
    "SELECT TABLE_NAME AS name, DATA_LENGTH + INDEX_LENGTH AS bytes FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME IN ('meter_reading', 'meter_rollup')",
    [schema],
  );
  const of = (name) => Number(rows.find((r) => r.name === name)?.bytes ?? 0);
  return { reading: of('meter_reading'), rollup: of('meter_rollup') };
}

/** Bytes in use in the SQLite file (pages not on the free list), after a WAL checkpoint. */
export async function sqliteBytes(db) {
  await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
  const one = async (pragma) => Number(Object.values((await db.query(`PRAGMA ${pragma}`))[0])[0]);
  const [pages, free, size] = [await one('page_count'), await one('freelist_count'), await one('page_size')];
  return { file: (pages - free) * size };
}

/** Growth between two byte counts, per million readings stored in between. */
export const perMillion = (before, after, rows) => (rows > 0 ? ((after - before) / rows) * 1e6 : NaN);

/** Samples this process's RSS and V8 heap every second; `window()` summarises the samples since `from`. */
export function memorySampler() {
  const samples = [];
  const take = () => {
    const m = process.memoryUsage();
    samples.push({ at: Date.now(), rss: m.rss, heap: m.heapUsed });
  };
  take();
  const timer = setInterval(take, 1000);
  timer.unref();
  return {
    stop: () => (clearInterval(timer), take()),
    window(from = 0) {
      const s = samples.filter((x) => x.at >= from);
      const stat = (k) => ({ start: s[0][k], end: s[s.length - 1][k], max: Math.max(...s.map((x) => x[k])) });
      return { minutes: (s[s.length - 1].at - s[0].at) / 60_000, rss: stat('rss'), heap: stat('heap') };
    },
  };
}
