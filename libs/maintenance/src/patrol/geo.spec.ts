import { distanceM, inWindow, timeOfDayIn } from './geo';

describe('patrol geometry and windows', () => {
  it('measures metres between positions', () => {
    const p = { latitude: 31.2304, longitude: 121.4737 };
    expect(distanceM(p, p)).toBe(0);
    // 0.001° of latitude is about 111 m anywhere.
    expect(Math.round(distanceM(p, { ...p, latitude: p.latitude + 0.001 }))).toBe(111);
    // One degree of longitude at 60° N is half of one at the equator.
    const equator = distanceM({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const north = distanceM({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(north / equator).toBeCloseTo(0.5, 3);
  });

  it('reads time windows inclusively and on the zone\'s clock', () => {
    expect([inWindow('08:00', '08:00', '17:00'), inWindow('17:00', '08:00', '17:00'), inWindow('17:01', '08:00', '17:00'), inWindow('03:00', null, null)]).toEqual([true, true, false, true]);
    expect(timeOfDayIn(new Date('2033-05-01T23:30:00Z'), 'Asia/Shanghai')).toBe('07:30');
  });
});
