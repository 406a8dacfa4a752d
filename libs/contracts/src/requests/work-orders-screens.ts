import type { WorkOrderTodoKind } from '../enums/work-orders-screens';

/** `/workOrder/todo`: a page of the caller's to-dos, newest first, optionally of one kind, searched by number or title. */
export type WorkOrderTodoPageRequest = { pageNumber?: number; pageSize?: number; keyword?: string; kind?: WorkOrderTodoKind };
