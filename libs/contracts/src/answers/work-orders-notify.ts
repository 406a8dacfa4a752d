import { z } from 'zod';
import { WORK_ORDER_NOTICE_KINDS } from '../enums/work-orders-notify';

/**
 * `/workOrderNotice/preferences`: every kind of work-order message and how the caller receives it — `enabled` in the
 * app, `mail` and `sms` by those channels. A channel reaches them only with an address on it (`hasMail`, `hasPhone`)
 * and while the enterprise's message configuration has it on.
 */
export const WorkOrderNoticePreferences = z
  .object({
    kinds: z.array(z.object({ kind: z.enum(WORK_ORDER_NOTICE_KINDS), enabled: z.boolean(), mail: z.boolean(), sms: z.boolean() })),
    hasMail: z.boolean(),
    hasPhone: z.boolean(),
  })
  .meta({ id: 'WorkOrderNoticePreferences' });
export type WorkOrderNoticePreferences = z.infer<typeof WorkOrderNoticePreferences>;
