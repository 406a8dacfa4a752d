import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import { PublicRequestPage } from './PublicRequestPage';

/**
 * The public page as its open route mounts it: open routes render outside the session guard, which is where the
 * admin's query cache is provided, so the page brings the cache itself.
 */
export function PublicRequestRoute(): ReactElement {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicRequestPage />
    </QueryClientProvider>
  );
}
