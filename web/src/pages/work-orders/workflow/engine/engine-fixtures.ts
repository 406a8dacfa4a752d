import type { WorkflowOrderNodes } from '@gengyun/contracts';

/** Answers of `/workOrder/nodes` for the screens' tests: an order past its dispatcher, at a countersign. */
const node = (node_id: string, name: string, state: 'active' | 'done', handler_type: 'countersign' | 'grab' | 'single') => ({
  id: node_id.length,
  node_id,
  name,
  handler_type,
  state,
  entered_time: '2026-01-31 08:00:00',
  left_time: null,
  due_time: null,
  late_time: null,
  grabbed_by: null,
  tasks: [],
});
export const task = (node_id: string, name: string, kind: 'grab' | 'decide', handler_type: 'countersign' | 'grab') => ({
  node_id,
  name,
  handler_type,
  kind,
  required_fields: [],
  require_attachments: false,
  require_signature: false,
});
export const answer = (pending: WorkflowOrderNodes['pending'], engine = true): WorkflowOrderNodes =>
  ({ work_order_id: 5, version: 7, engine, finished: false, nodes: [node('Task_dispatch', 'Dispatch', 'done', 'single'), node('Task_sign', 'Sign-off', 'active', 'countersign')], pending }) as WorkflowOrderNodes;
