import { z } from 'zod';
import { WORK_ORDER_NOTICE_KINDS } from '../enums/work-orders-notify';

/** `/workOrderNotice/preferences`: every kind of work-order message and whether the caller receives it. */
export const WorkOrderNoticePreferences = z
  .object({ kinds: z.array(z.object({ kind: z.enum(WORK_ORDER_NOTICE_KINDS), enabled: z.boolean() })) })
  .meta({ id: 'WorkOrderNoticePreferences' });
export type WorkOrderNoticePreferences = z.infer<typeof WorkOrderNoticePreferences>;
