import type { WorkOrderTodoKind, WorkOrderTodoRow } from '@gengyun/contracts';
import { usePagedQuery, type PagedParams } from '@/api/hooks';

export type { WorkOrderTodoKind, WorkOrderTodoRow };

/** Under the work-order key, so a `workOrder.changed` push refreshes the to-dos with the lists. */
export const todoKey = ['workOrder', 'todo'] as const;

export const useTodoPage = (params: PagedParams) => usePagedQuery<WorkOrderTodoRow>(todoKey, '/workOrder/todo', params);
