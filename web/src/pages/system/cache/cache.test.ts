import { durationParts, formatBytes, hitRate } from './cache.api';

describe('cache figures', () => {
  it('formats bytes with binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(30222)).toBe('29.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(durationParts(90061)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
    expect(durationParts(-5)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });

  it('hit rate is empty before the first lookup', () => {
    expect(hitRate({ hit_count: 0, miss_count: 0 })).toBe('');
    expect(hitRate({ hit_count: 3, miss_count: 1 })).toBe('75.0%');
  });
});
