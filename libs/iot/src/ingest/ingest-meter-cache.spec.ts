import type { Repository } from 'typeorm';
import type { EnterpriseService } from '@gengyun/identity';
import type { Meter } from '../meter/meter.entity';
import { IngestMeterCache } from './ingest-meter-cache';

const row = (n: number): Partial<Meter> => ({
  id: n,
  topic: `ent/m${n}`,
  enterprise_id: 1,
  meter_code: `M${n}`,
  meter_type: 'flowmeter',
  enabled: true,
  location_id: 10,
  equipment_type_id: 20,
});

/** A meter table of `count` rows whose `find` records the topics of each query (and can be made to fail). */
function table(count: number): { repo: Repository<Meter>; queries: string[][]; fail: { next: boolean } } {
  const rows = new Map(Array.from({ length: count }, (_, i) => [`ent/m${i + 1}`, row(i + 1)]));
  const queries: string[][] = [];
  const fail = { next: false };
  const repo = {
    find: ({ where }: { where: { topic: { value: string[] } } }) => {
      const topics = where.topic.value;
      queries.push(topics);
      if (fail.next) {
        fail.next = false;
        return Promise.reject(new Error('database away'));
      }
      return Promise.resolve(topics.flatMap((t) => (rows.has(t) ? [rows.get(t)] : [])));
    },
  } as unknown as Repository<Meter>;
  return { repo, queries, fail };
}

describe('IngestMeterCache', () => {
  it('looks up the misses of one turn in one query per 500 topics, and answers each its own meter', async () => {
    const { repo, queries } = table(1200);
    const cache = new IngestMeterCache(repo, {} as EnterpriseService);
    const topics = Array.from({ length: 1200 }, (_, i) => `ent/m${i + 1}`);
    const answers = await Promise.all([...topics, 'ent/unknown', 'ent/m7'].map((t) => cache.byTopic(t)));
    expect(queries.map((q) => q.length)).toEqual([500, 500, 201]);
    expect(answers.slice(0, 1200).map((m) => m?.code)).toEqual(topics.map((t) => `M${t.slice(5)}`));
    expect(answers[1200]).toBeNull();
    expect(answers[1201]).toBe(answers[6]);
    expect(answers[0]).toEqual({ id: 1, enterpriseId: 1, code: 'M1', type: 'flowmeter', enabled: true, scope: expect.any(Object) });

    // Cached now: no further query.
    await Promise.all(topics.slice(0, 10).map((t) => cache.byTopic(t)));
    expect(queries).toHaveLength(3);
  });

  it('rejects the look-ups of a failed query and asks the database again on the next call', async () => {
    const { repo, queries, fail } = table(3);
    const cache = new IngestMeterCache(repo, {} as EnterpriseService);
    fail.next = true;
    const failed = await Promise.allSettled(['ent/m1', 'ent/m2'].map((t) => cache.byTopic(t)));
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(cache.byTopic('ent/m1')).resolves.toMatchObject({ id: 1 });
    expect(queries).toEqual([['ent/m1', 'ent/m2'], ['ent/m1']]);
  });

  it('forgets a topic on invalidate', async () => {
    const { repo, queries } = table(2);
    const cache = new IngestMeterCache(repo, {} as EnterpriseService);
    await cache.byTopic('ent/m1');
    cache.invalidate('ent/m1');
    await cache.byTopic('ent/m1');
    expect(queries).toEqual([['ent/m1'], ['ent/m1']]);
  });
});
