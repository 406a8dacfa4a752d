import type { WorkOrderParts } from '../../work-orders.parts';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';
import { NodeCandidates } from './candidates';
import { WorkflowRun } from './workflow-run';
import { WorkflowEngine } from './workflow-engine.service';
import { WorkflowNodes } from './workflow-nodes.service';
import { NodeLateSweep } from './node-late-sweep';
import { WorkflowEngineController } from './engine.controller';

/** The workflow engine: per-order node state and tasks, completing and grabbing nodes, nodes past their time limit. */
export const engineParts: WorkOrderParts = {
  entities: [WorkOrderNode, WorkOrderNodeTask],
  providers: [NodeCandidates, WorkflowRun, WorkflowEngine, WorkflowNodes, NodeLateSweep],
  controllers: [WorkflowEngineController],
};
