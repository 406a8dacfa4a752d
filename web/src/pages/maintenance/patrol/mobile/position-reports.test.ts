import { renderHook } from '@testing-library/react';
import { POSITION_EVERY_MS, usePositionReports } from './position-reports';

/** A phone's geolocation whose fixes the test hands out. */
function fakeGeolocation() {
  const watchers = new Map<number, PositionCallback>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      watchers.set(next, success);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  const fix = (latitude: number, longitude: number) => {
    for (const success of watchers.values()) success({ coords: { latitude, longitude } } as GeolocationPosition);
  };
  return { geolocation, fix, watching: () => watchers.size };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('usePositionReports', () => {
  it('sends the first fix at once, then at most one every 30 s, and stops watching when the task ends', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2033-05-01T01:00:00Z'));
    const phone = fakeGeolocation();
    const send = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ active }) => usePositionReports(7, active, send), { initialProps: { active: true } });
    phone.fix(31.1, 121.1);
    vi.advanceTimersByTime(POSITION_EVERY_MS - 1_000);
    phone.fix(31.2, 121.2);
    vi.advanceTimersByTime(1_000);
    phone.fix(31.3, 121.3);
    expect(send.mock.calls).toEqual([[{ task_id: 7, latitude: 31.1, longitude: 121.1 }], [{ task_id: 7, latitude: 31.3, longitude: 121.3 }]]);

    rerender({ active: false });
    expect(phone.watching()).toBe(0);
    vi.advanceTimersByTime(POSITION_EVERY_MS);
    phone.fix(31.4, 121.4);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('watches nothing for a task that is not open, or on a phone without geolocation', () => {
    const phone = fakeGeolocation();
    renderHook(() => usePositionReports(7, false, vi.fn()));
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const send = vi.fn();
    expect(() => renderHook(() => usePositionReports(7, true, send))).not.toThrow();
    expect(send).not.toHaveBeenCalled();
  });
});
