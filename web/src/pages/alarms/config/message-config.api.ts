import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { useActionMutation } from '@/api/hooks';
import type { MessageConfigView } from './message-config';

export const messageConfigKeys = { detail: ['alarm', 'messageConfig'] as const };

export const useMessageConfig = () =>
  useQuery({
    queryKey: messageConfigKeys.detail,
    queryFn: ({ signal }) =>
      call<MessageConfigView>('/messageConfig/detail', undefined, { noLoading: true, signal }),
  });

export const useSaveMessageConfig = (onSuccess?: () => void) =>
  useActionMutation<Record<string, unknown>, MessageConfigView>('/messageConfig/update', {
    invalidate: [messageConfigKeys.detail],
    onSuccess,
  });
