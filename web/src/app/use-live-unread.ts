import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/api/session.api';
import { useReconnects, useSocketEvent } from '@/api/socket';

/**
 * Keeps the unread-message count live: a new message's push carries the reader's count, which replaces the cached
 * one; a published notice (its recipients' inboxes grew by one) and a reconnect (pushes may have been missed) re-read it.
 */
export function useLiveUnread(): void {
  const queryClient = useQueryClient();
  const reconnects = useReconnects();
  useSocketEvent('message.new', (push) => queryClient.setQueryData(sessionKeys.unread, push.unread));
  useSocketEvent('notice.published', () => void queryClient.invalidateQueries({ queryKey: sessionKeys.unread }));
  useEffect(() => {
    if (reconnects > 0) void queryClient.invalidateQueries({ queryKey: sessionKeys.unread });
  }, [reconnects, queryClient]);
}
