import type { SubWorkOrderRow } from '@gengyun/contracts';
import { usePagedQuery, type PagedParams } from '@/api/hooks';

export type { SubWorkOrderRow };

/** Under `['workOrder', …]`, so a pushed change of an order refreshes the sub order lists too. */
export const subOrderKeys = { list: ['workOrder', 'sub'] as const };

/** `/subWorkOrder/pageList`: one parent's sub orders (`parent_id`), or every sub order the caller may see. */
export const useSubOrderPage = (body: PagedParams & { parent_id?: number }, enabled = true) =>
  usePagedQuery<SubWorkOrderRow>(subOrderKeys.list, '/subWorkOrder/pageList', body, { enabled });
