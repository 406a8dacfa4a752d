import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

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
