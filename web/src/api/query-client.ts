import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionEnd } from './session-end';

/** Server state lives here (STYLE 3.11): pages, details, options, menu. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
    },
    mutations: { retry: false },
  },
});

// A session's server state goes with it (logout, 402).
onSessionEnd(() => queryClient.clear());
