import type { WorkflowDecision } from '../enums/work-orders-engine';

/** `/workOrder/completeNode`: the caller's decision on their task of an active node, at the order's version. */
export type WorkflowCompleteNodeRequest = {
  id: number;
  version: number;
  node_id: string;
  decision: WorkflowDecision;
  note?: string;
  /** Files uploaded for the node (bound to the order); required when the node requires attachments. */
  file_ids?: number[];
  /** The signature image uploaded for the node; required when the node requires a signature. */
  signature_file_id?: number;
};

/** `/workOrder/grabNode`: take a grab node's task; of candidates grabbing at once exactly one wins. */
export type WorkflowGrabNodeRequest = { id: number; version: number; node_id: string };
