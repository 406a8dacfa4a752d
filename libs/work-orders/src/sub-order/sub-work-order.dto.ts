import type { SubWorkOrderPageRequest } from '@gengyun/contracts';
import { WorkOrderPageDto } from '../order/work-order.dto';

/** The order list's filters; `parent_id` is optional here too (absent: every order that has a parent). */
export class SubWorkOrderPageDto extends WorkOrderPageDto implements SubWorkOrderPageRequest {}
