/** The workflow engine (issue 13 items 5 and 6): where an order stands on its template's nodes. */

/** A node of an order's run: being worked on, passed, sent back by a rejection, or a parallel join waiting for its branches. */
export const WORKFLOW_NODE_STATES = ['active', 'done', 'returned', 'waiting'] as const;
export type WorkflowNodeState = (typeof WORKFLOW_NODE_STATES)[number];

/** A handler's task on a node: open, agreed, rejected, or dropped (another grabbed it, a countersign was rejected). */
export const WORKFLOW_TASK_STATES = ['pending', 'agree', 'reject', 'dropped'] as const;
export type WorkflowTaskState = (typeof WORKFLOW_TASK_STATES)[number];

export const WORKFLOW_DECISIONS = ['agree', 'reject'] as const;
export type WorkflowDecision = (typeof WORKFLOW_DECISIONS)[number];
