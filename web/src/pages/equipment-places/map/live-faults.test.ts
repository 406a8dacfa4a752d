import { FaultIndex } from './live-faults';

describe('FaultIndex', () => {
  const index = () => new FaultIndex(new Map([[10, 100], [11, 100], [12, 200]]));

  it('marks equipment faulty while any alarm of one of its meters is open', () => {
    const faults = index();
    expect(faults.track({ id: 1, meterId: 10, status: 'raised' })).toBe(100);
    expect(faults.track({ id: 2, meterId: 11, status: 'acknowledged' })).toBe(100);
    expect(faults.faulty()).toEqual([100]);
    faults.track({ id: 1, meterId: 10, status: 'cleared' });
    expect(faults.isFaulty(100)).toBe(true);
    faults.track({ id: 2, meterId: 11, status: 'closed' });
    expect(faults.isFaulty(100)).toBe(false);
  });

  it('ignores alarms of meters not linked to equipment', () => {
    const faults = index();
    expect(faults.track({ id: 3, meterId: 99, status: 'raised' })).toBeUndefined();
    expect(faults.faulty()).toEqual([]);
  });
});
