import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { socketMock } from '../../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../../test/socket-mock')).socketMock.module);

const { LIVE_PATROL_SETTLE_MS, useLivePatrol } = await import('./use-live-patrol');

const progress = (id: number, done: number) => ({ id, route_id: 2, status: 'inProgress' as const, points_done: done, points_total: 3, late: false });

describe('useLivePatrol', () => {
  let client: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('re-reads the patrol tasks (lists, the open task and its map) once per burst of progress pushes', () => {
    renderHook(() => useLivePatrol(), { wrapper });
    act(() => {
      socketMock.emit('patrolTask.progress', progress(7, 1));
      socketMock.emit('patrolTask.progress', progress(7, 2));
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(LIVE_PATROL_SETTLE_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['patrolTask'] });
  });
});
