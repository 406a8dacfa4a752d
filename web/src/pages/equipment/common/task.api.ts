import type { TaskDetail } from '@gengyun/contracts';
import { isTaskOver, taskPercent } from '@/pages/files/transfer/task.api';

/** A ledger import/export task (/importTask/detail, /exportTask/detail). */
export type { TaskDetail as TaskRow };
export { isTaskOver, taskPercent };
