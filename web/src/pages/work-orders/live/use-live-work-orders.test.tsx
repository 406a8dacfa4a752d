import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { LIVE_MAX_WAIT_MS, LIVE_SETTLE_MS, useLiveWorkOrders } = await import('./use-live-work-orders');
const { useLiveServiceRequests } = await import('../service-request/use-live-service-requests');

const push = (id: number) => ({
  id,
  code: `WO${id}`,
  title: 't',
  type_id: 3,
  status: 'processing' as const,
  version: 2,
  location_id: null,
});

describe('useLiveWorkOrders', () => {
  let client: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('marks every work-order query stale once per burst of pushes', () => {
    renderHook(() => useLiveWorkOrders(), { wrapper });
    act(() => {
      socketMock.emit('workOrder.changed', push(1));
      socketMock.emit('workOrder.changed', push(2));
      socketMock.emit('workOrder.changed', push(3));
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(LIVE_SETTLE_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['workOrder'] });
  });

  it('still refreshes during a steady stream, and after a reconnect', () => {
    renderHook(() => useLiveWorkOrders(), { wrapper });
    for (let elapsed = 0; elapsed <= LIVE_MAX_WAIT_MS + LIVE_SETTLE_MS; elapsed += LIVE_SETTLE_MS / 2) {
      act(() => {
        socketMock.emit('workOrder.changed', push(elapsed));
        vi.advanceTimersByTime(LIVE_SETTLE_MS / 2);
      });
    }
    expect(invalidate).toHaveBeenCalled();
    invalidate.mockClear();
    act(() => socketMock.reconnect());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['workOrder'] });
  });

  it('re-reads as well when a line is noted on an order alone (its alarm cleared)', () => {
    renderHook(() => useLiveWorkOrders(), { wrapper });
    act(() => {
      socketMock.emit('workOrder.noted', { id: 4, code: 'WO4', action: 'alarmCleared', note: '2026-01-01 08:00:00' });
      vi.advanceTimersByTime(LIVE_SETTLE_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['workOrder'] });
  });

  it('the request list re-reads its queries on request pushes only', () => {
    renderHook(() => useLiveServiceRequests(), { wrapper });
    act(() => {
      socketMock.emit('workOrder.changed', push(1));
      vi.advanceTimersByTime(LIVE_SETTLE_MS);
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      socketMock.emit('serviceRequest.changed', { id: 4, code: 'SR1', status: 'open', version: 1, location_id: 3 });
      socketMock.emit('serviceRequest.changed', { id: 4, code: 'SR1', status: 'converted', version: 2, location_id: 3 });
      vi.advanceTimersByTime(LIVE_SETTLE_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['serviceRequest'] });
  });

  it('stops listening when the screen closes', () => {
    const { unmount } = renderHook(() => useLiveWorkOrders(), { wrapper });
    act(() => socketMock.emit('workOrder.changed', push(1)));
    unmount();
    act(() => {
      vi.advanceTimersByTime(LIVE_SETTLE_MS * 2);
    });
    act(() => socketMock.emit('workOrder.changed', push(2)));
    act(() => {
      vi.advanceTimersByTime(LIVE_SETTLE_MS * 2);
    });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
