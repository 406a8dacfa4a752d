import { WorkOrders1764500000000 } from './1764500000000-WorkOrders';
import { WorkflowTemplates1764600500000 } from './1764600500000-WorkflowTemplates';

/** Migrations of the work-orders area, oldest first. */
export const workOrdersMigrations = [WorkOrders1764500000000, WorkflowTemplates1764600500000];
