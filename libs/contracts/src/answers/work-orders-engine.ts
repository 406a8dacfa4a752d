import { z } from 'zod';
import { WORKFLOW_HANDLER_TYPES } from '../enums/work-orders-workflow';
import { WORKFLOW_NODE_STATES, WORKFLOW_TASK_STATES } from '../enums/work-orders-engine';
import { id, timestamp } from './common';

/** One handler's task on a node of an order's run. */
export const WorkflowNodeTask = z
  .object({
    id,
    user_id: id,
    user_name: z.string(),
    /** Place in a processing chain (0 first); 0 for the other handler types. */
    seq: z.number().int(),
    state: z.enum(WORKFLOW_TASK_STATES),
    note: z.string().nullable(),
    decided_time: timestamp.nullable(),
  })
  .meta({ id: 'WorkflowNodeTask' });
export type WorkflowNodeTask = z.infer<typeof WorkflowNodeTask>;

/** A node the order entered: its state, times and tasks. */
export const WorkflowOrderNode = z
  .object({
    id,
    node_id: z.string(),
    name: z.string().nullable(),
    handler_type: z.enum(WORKFLOW_HANDLER_TYPES).nullable(),
    state: z.enum(WORKFLOW_NODE_STATES),
    entered_time: timestamp,
    left_time: timestamp.nullable(),
    /** When a time limit is set: when the node is due. */
    due_time: timestamp.nullable(),
    late_time: timestamp.nullable(),
    /** Grab nodes: who won it. */
    grabbed_by: z.number().int().nullable(),
    tasks: z.array(WorkflowNodeTask),
  })
  .meta({ id: 'WorkflowOrderNode' });
export type WorkflowOrderNode = z.infer<typeof WorkflowOrderNode>;

/** What the caller may do now on an active node. */
export const WorkflowPendingTask = z
  .object({
    node_id: z.string(),
    name: z.string().nullable(),
    handler_type: z.enum(WORKFLOW_HANDLER_TYPES),
    /** `grab`: the node waits to be grabbed; `decide`: agree or reject. */
    kind: z.enum(['grab', 'decide']),
    required_fields: z.array(z.string()),
    require_attachments: z.boolean(),
    require_signature: z.boolean(),
  })
  .meta({ id: 'WorkflowPendingTask' });
export type WorkflowPendingTask = z.infer<typeof WorkflowPendingTask>;

/** `/workOrder/nodes`: the order's run (oldest first), whether it finished, and the caller's pending tasks. */
export const WorkflowOrderNodes = z
  .object({
    work_order_id: id,
    version: z.number().int(),
    /** False when the order has no template (it follows the status table alone). */
    engine: z.boolean(),
    finished: z.boolean(),
    nodes: z.array(WorkflowOrderNode),
    pending: z.array(WorkflowPendingTask),
  })
  .meta({ id: 'WorkflowOrderNodes' });
export type WorkflowOrderNodes = z.infer<typeof WorkflowOrderNodes>;
