import type { NumberSeries } from '../order/work-order-number';
import { ServiceRequestSequence } from './service-request.entity';

/** Service requests are numbered like work orders, with their own prefix and counter: `SR20250131-0001`. */
export const SERVICE_REQUEST_SERIES: NumberSeries = { prefix: 'SR', counter: ServiceRequestSequence };
