import type { WorkOrderAction } from './work-orders';

/** The workflow engine (issue 13 items 5 and 6): where an order stands on its template's nodes. */

/**
 * A node of an order's run: being worked on, passed, sent back by a rejection, a parallel join waiting for its
 * branches, or stopped because the order was cancelled, voided or closed while the node was open.
 */
export const WORKFLOW_NODE_STATES = ['active', 'done', 'returned', 'waiting', 'stopped'] as const;
export type WorkflowNodeState = (typeof WORKFLOW_NODE_STATES)[number];

/** A handler's task on a node: open, agreed, rejected, or dropped (another grabbed it, a countersign was rejected). */
export const WORKFLOW_TASK_STATES = ['pending', 'agree', 'reject', 'dropped'] as const;
export type WorkflowTaskState = (typeof WORKFLOW_TASK_STATES)[number];

/**
 * The actions `/workOrder/act` still takes on an order whose run has open nodes: pausing and ending it (ending stops
 * the run). Every other action moves work between people or steps, which the run's nodes decide.
 */
export const ACTIONS_BESIDE_A_RUN = ['suspend', 'resume', 'cancel', 'void', 'close', 'markOverdue'] as const satisfies readonly WorkOrderAction[];

export const WORKFLOW_DECISIONS = ['agree', 'reject'] as const;
export type WorkflowDecision = (typeof WORKFLOW_DECISIONS)[number];
