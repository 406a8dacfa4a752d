import type { JobStatus } from '../realtime-events';

/** `/import/pageList`, `/export/pageList`: the caller's tasks, newest first. */
export type TaskPageRequest = {
  pageNumber?: number;
  pageSize?: number;
  /** Searches the file name. */
  keyword?: string;
  kind?: string;
  status?: JobStatus;
  /** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` in the enterprise's time zone; a day alone means the whole day. */
  startTime?: string;
  endTime?: string;
  /** Holders of the all-tasks permission: `true` lists every task of the enterprise, not only their own. */
  all?: boolean;
};
