import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MonitorSnapshot } from './live-merge';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);
const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/client', () => ({ call }));

const { useLiveMeters } = await import('./useLiveMeters');

const T0 = Date.parse('2026-03-01T08:00:00Z');
const snapshot = (at: number, value: number): MonitorSnapshot => ({
  at: new Date(at).toISOString(),
  counts: { total: 2, online: 2, offline: 0, never: 0, disabled: 0 },
  alarms: null,
  deadLetters24h: {},
  brokerPort: 1883,
  meters: [1, 2].map((id) => ({
    id,
    meter_code: `FM-${id}`,
    name: `M${id}`,
    meter_type: 'flowmeter',
    enabled: true,
    status: 'online' as const,
    last_seen: new Date(at).toISOString(),
    location_id: null,
    equipment_id: null,
    values: { instant_flow: { value, ts: at } },
  })),
});

function setup() {
  const frames: Array<() => void> = [];
  const schedule = (callback: () => void) => {
    frames.push(callback);
    return () => undefined;
  };
  let renders = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      renders++;
      return useLiveMeters({ schedule });
    },
    { wrapper },
  );
  return { hook, frames, renders: () => renders, frame: () => act(() => frames.splice(0).forEach((f) => f())) };
}

beforeEach(() => call.mockReset());

describe('useLiveMeters', () => {
  it('loads the snapshot, then applies a burst of readings in one render per frame', async () => {
    call.mockResolvedValue(snapshot(T0, 1));
    const { hook, frames, renders, frame } = setup();
    await waitFor(() => expect(hook.result.current.meters.size).toBe(2));
    expect(call).toHaveBeenCalledWith('/monitor/snapshot', undefined, expect.objectContaining({ noLoading: true }));

    const before = renders();
    act(() => {
      for (let i = 1; i <= 200; i++) socketMock.emit('meter.reading', { meterId: 1 + (i % 2), meterCode: '', meterType: 'flowmeter', ts: T0 + i, values: { instant_flow: i } });
    });
    expect(renders()).toBe(before);
    expect(frames).toHaveLength(1);
    frame();
    expect(renders()).toBe(before + 1);
    // Even events went to meter 1, odd ones to meter 2: the last of each wins.
    expect(hook.result.current.meters.get(1)?.values.instant_flow).toEqual({ value: 200, ts: T0 + 200 });
    expect(hook.result.current.meters.get(2)?.values.instant_flow).toEqual({ value: 199, ts: T0 + 199 });
  });

  it('applies status changes', async () => {
    call.mockResolvedValue(snapshot(T0, 1));
    const { hook, frame } = setup();
    await waitFor(() => expect(hook.result.current.meters.size).toBe(2));
    act(() => socketMock.emit('meter.status', { meterId: 2, status: 'offline', at: new Date(T0 + 60_000).toISOString() }));
    frame();
    expect(hook.result.current.meters.get(2)?.status).toBe('offline');
  });

  it('refetches the snapshot on reconnect and merges it with what arrived live', async () => {
    call.mockResolvedValue(snapshot(T0, 1));
    const { hook, frame } = setup();
    await waitFor(() => expect(hook.result.current.meters.size).toBe(2));
    act(() => socketMock.emit('meter.reading', { meterId: 1, meterCode: '', meterType: 'flowmeter', ts: T0 + 9000, values: { instant_flow: 9 } }));
    frame();

    call.mockResolvedValue(snapshot(T0 + 5000, 5));
    act(() => socketMock.reconnect());
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(hook.result.current.meters.get(2)?.values.instant_flow.value).toBe(5));
    // Meter 1's live value is newer than the snapshot's.
    expect(hook.result.current.meters.get(1)?.values.instant_flow).toEqual({ value: 9, ts: T0 + 9000 });
  });
});
