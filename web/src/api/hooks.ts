import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OptionItem } from '@gengyun/contracts';
import { DEFAULT_PAGE_SIZE, type Page } from '@gengyun/contracts/paging';
import { post, unwrap, type CallOptions } from './client';
import type { FormValues } from './form-encoding';

/** SPEC section 9: option lists cached 30 s per key (TanStack Query also de-duplicates concurrent calls). */
export const OPTIONS_STALE_MS = 30_000;

export type PagedParams = { pageNumber?: number; pageSize?: number; keyword?: string } & FormValues;

/**
 * A paged list: POST `path` with pageNumber/pageSize (defaults 1 / 20) and filters; keeps the previous
 * page on screen while the next one loads. The query key is `[...key, params]`.
 */
export function usePagedQuery<Row>(key: QueryKey, path: string, params: PagedParams, options: CallOptions & { enabled?: boolean } = {}) {
  const { enabled = true, ...callOptions } = options;
  const body = { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: [...key, body],
    queryFn: ({ signal }) => unwrap(post<Page<Row>>(path, body, { noLoading: true, ...callOptions, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One POST answer as a query (details, counts). */
export function useCallQuery<T>(key: QueryKey, path: string, data?: FormValues, options: CallOptions & { enabled?: boolean; staleTime?: number } = {}) {
  const { enabled = true, staleTime, ...callOptions } = options;
  return useQuery({
    queryKey: [...key, data ?? {}],
    queryFn: ({ signal }) => unwrap(post<T>(path, data, { noLoading: true, ...callOptions, signal })),
    enabled,
    staleTime,
  });
}

export type { OptionItem };

/** Option list by selectKey (/getOptionsByKey), cached 30 s. */
export function useOptionsQuery(selectKey: string, extra: FormValues = {}, enabled = true) {
  return useQuery({
    queryKey: ['options', selectKey, extra],
    queryFn: ({ signal }) => unwrap(post<OptionItem[]>('/getOptionsByKey', { selectKey, ...extra }, { noLoading: true, signal })),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

/**
 * A POST that changes something: the success toast comes from the server's msg; on success the given
 * query keys are invalidated (usually the list key of the page).
 */
export function useActionMutation<Input extends FormValues | FormData | undefined, Result = unknown>(
  path: string,
  options: CallOptions & { invalidate?: QueryKey[]; onSuccess?: (result: Result, input: Input) => void } = {},
) {
  const queryClient = useQueryClient();
  const { invalidate = [], onSuccess, ...callOptions } = options;
  return useMutation({
    mutationFn: (input: Input) => unwrap(post<Result>(path, input, callOptions)),
    onSuccess: async (result, input) => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, input);
    },
  });
}
