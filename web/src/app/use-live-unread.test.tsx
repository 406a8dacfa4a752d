import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionKeys } from '@/api/session.api';
import { socketMock } from '../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../test/socket-mock')).socketMock.module);

const { useLiveUnread } = await import('./use-live-unread');

describe('useLiveUnread (the header badge)', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(sessionKeys.unread, 3);
  });

  it('takes the count a new message carries, without asking the server', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderHook(() => useLiveUnread(), { wrapper });
    act(() => socketMock.emit('message.new', { id: 41, title: 'Work order WO-7 is overdue', unread: 4 }));
    expect(client.getQueryData(sessionKeys.unread)).toBe(4);
    act(() => socketMock.emit('message.new', { id: 42, title: 'New work order WO-8', unread: 1 }));
    expect(client.getQueryData(sessionKeys.unread)).toBe(1);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('re-reads the count after a published notice and after a reconnect', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
    renderHook(() => useLiveUnread(), { wrapper });
    act(() => socketMock.emit('notice.published', { id: 5, title: 'Shutdown on Friday' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.unread });
    invalidate.mockClear();
    act(() => socketMock.reconnect());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.unread });
  });
});
