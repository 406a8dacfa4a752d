import { WorkOrders1764500000000 } from './1764500000000-WorkOrders';
import { ServiceRequests1764600200000 } from './1764600200000-ServiceRequests';

/** Migrations of the work-orders area, oldest first. */
export const workOrdersMigrations = [WorkOrders1764500000000, ServiceRequests1764600200000];
