import { WorkOrders1764500000000 } from './1764500000000-WorkOrders';

/** Migrations of the work-orders area, oldest first. */
export const workOrdersMigrations = [WorkOrders1764500000000];
