import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { LIVE_SETTLE_MS } = await import('../live/use-live-queries');
const { useLiveServiceRequests } = await import('./use-live-service-requests');

describe('useLiveServiceRequests', () => {
  let client: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('re-reads the request queries once per burst of request pushes, and ignores work-order pushes', () => {
    renderHook(() => useLiveServiceRequests(), { wrapper });
    act(() => {
      socketMock.emit('workOrder.changed', { id: 1, code: 'WO1', title: 't', type_id: 3, status: 'processing', version: 2, location_id: null });
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
});
