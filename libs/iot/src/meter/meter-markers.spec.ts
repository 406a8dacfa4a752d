import type { Repository } from 'typeorm';
import { EventBus, TURN_LOADER_BATCH } from '@gengyun/core';
import type { MarkerStates } from '@gengyun/equipment';
import type { Meter } from './meter.entity';
import { MeterMarkers } from './meter-markers';

/** Meter k on equipment 100 + k (every third without equipment); `find` records each query's ids. */
function meters(): { repo: Repository<Meter>; queries: number[][] } {
  const queries: number[][] = [];
  const repo = {
    find: ({ where }: { where: { id: { value: number[] }; enterprise_id: number } }) => {
      queries.push(where.id.value);
      return Promise.resolve(where.id.value.map((id) => ({ id, equipment_id: id % 3 === 0 ? null : 100 + id })));
    },
  } as unknown as Repository<Meter>;
  return { repo, queries };
}

const status = (enterpriseId: number, meterId: number) =>
  ({ enterpriseId, meterId, scope: {}, status: 'online', at: new Date() }) as const;

describe('MeterMarkers', () => {
  it('tells the map once per enterprise and TURN_LOADER_BATCH meters when many meters change status in one turn', async () => {
    const bus = new EventBus();
    const { repo, queries } = meters();
    const told: Array<[number, Array<number | null>]> = [];
    const markers = { register: () => undefined, changed: (e: number, ids: Array<number | null>) => Promise.resolve(void told.push([e, ids])) };
    new MeterMarkers(repo, markers as unknown as MarkerStates, bus).onModuleInit();

    for (let id = 1; id <= 2 * TURN_LOADER_BATCH; id++) bus.emit('iot.meter.status', status(1, id));
    bus.emit('iot.meter.status', status(2, 7));
    bus.emit('iot.meter.status', status(1, 5)); // twice in the turn: asked once
    await bus.settled();

    expect(queries.map((q) => q.length)).toEqual([TURN_LOADER_BATCH, TURN_LOADER_BATCH, 1]);
    expect(told.map(([e, ids]) => [e, ids.length])).toEqual([[1, TURN_LOADER_BATCH], [1, TURN_LOADER_BATCH], [2, 1]]);
    expect(told[0][1]).toContain(101);
    expect(told[2]).toEqual([2, [107]]);

    // A later turn is a new batch.
    bus.emit('iot.meter.status', status(1, 4));
    await bus.settled();
    expect(queries.at(-1)).toEqual([4]);
    expect(told.at(-1)).toEqual([1, [104]]);
  });

  it('logs a failed batch once and goes on with the next turn', async () => {
    const bus = new EventBus();
    let fail = true;
    const repo = {
      find: ({ where }: { where: { id: { value: number[] } } }) =>
        fail ? Promise.reject(new Error('database away')) : Promise.resolve(where.id.value.map((id) => ({ id, equipment_id: 100 + id }))),
    } as unknown as Repository<Meter>;
    const told: number[][] = [];
    const markers = { register: () => undefined, changed: (_e: number, ids: number[]) => Promise.resolve(void told.push(ids)) };
    const marker = new MeterMarkers(repo, markers as unknown as MarkerStates, bus);
    const errors = jest.spyOn((marker as unknown as { logger: { error(m: string): void } }).logger, 'error').mockImplementation(() => undefined);
    marker.onModuleInit();
    for (let id = 1; id <= 20; id++) bus.emit('iot.meter.status', status(1, id));
    await bus.settled();
    expect(errors).toHaveBeenCalledTimes(1);
    fail = false;
    bus.emit('iot.meter.status', status(1, 3));
    await bus.settled();
    expect(told).toEqual([[103]]);
  });
});
