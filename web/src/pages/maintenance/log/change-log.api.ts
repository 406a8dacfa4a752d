import type { AuditEntry } from '@gengyun/contracts';
import { usePagedQuery, type PagedParams } from '@/api/hooks';

/** A row whose change log is shown: its audit owner (`business_no`), id and name, and its area's query keys (so their invalidation refreshes it). */
export interface LoggedRecord {
  businessNo: string;
  id: number;
  name: string;
  keys: readonly unknown[];
}

/** A row's change log (`/log/pageList`, read under its owner's rule): who changed what and when, newest first. */
export const useChangeLog = (row: LoggedRecord, params: PagedParams) =>
  usePagedQuery<AuditEntry>([...row.keys, 'log', row.id], '/log/pageList', { ...params, business_no: row.businessNo, data_id: row.id });
