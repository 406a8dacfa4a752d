import type { WorkflowGraph, WorkflowNode } from '@gengyun/contracts';
import { enginePath } from './engine-path';
import { startOf, tasksBehind, walkFrom } from './graph-walk';

const node = (id: string, type: WorkflowNode['type'], extra: Partial<WorkflowNode> = {}): WorkflowNode => ({
  id,
  type,
  name: id,
  handler_type: type === 'userTask' ? 'single' : null,
  candidate_type: null,
  candidates: [],
  required_fields: [],
  require_attachments: false,
  require_signature: false,
  time_limit_minutes: null,
  status: null,
  multi_instance: null,
  default_flow: null,
  ...extra,
});
const flow = (id: string, source: string, target: string, condition: string | null = null) => ({ id, name: null, source, target, condition });

/** start → fork → (A, B) → join → C → end. */
const parallel: WorkflowGraph = {
  process_id: 'p',
  process_name: null,
  nodes: [node('S', 'startEvent'), node('F', 'parallelGateway'), node('A', 'userTask'), node('B', 'userTask'), node('J', 'parallelGateway'), node('C', 'userTask'), node('E', 'endEvent')],
  flows: [flow('f1', 'S', 'F'), flow('f2', 'F', 'A'), flow('f3', 'F', 'B'), flow('f4', 'A', 'J'), flow('f5', 'B', 'J'), flow('f6', 'J', 'C'), flow('f7', 'C', 'E')],
};

/** start → gateway: priority ≥ 4 → U, else (default) → N; both → end. */
const exclusive: WorkflowGraph = {
  process_id: 'x',
  process_name: null,
  nodes: [node('S', 'startEvent'), node('G', 'exclusiveGateway', { default_flow: 'fn' }), node('U', 'userTask'), node('N', 'userTask'), node('E', 'endEvent')],
  flows: [flow('f1', 'S', 'G'), flow('fu', 'G', 'U', '${priority >= 4}'), flow('fn', 'G', 'N'), flow('f2', 'U', 'E'), flow('f3', 'N', 'E')],
};

describe('walking a template', () => {
  it('takes the exclusive gateway’s matching flow, else its default', () => {
    expect(walkFrom(exclusive, startOf(exclusive), () => 5, () => 0).enter.map((n) => n.id)).toEqual(['U']);
    expect(walkFrom(exclusive, startOf(exclusive), () => 2, () => 0).enter.map((n) => n.id)).toEqual(['N']);
    expect(walkFrom(exclusive, 'U', () => 2, () => 0).ended).toEqual(['E']);
  });

  it('forks into every branch and joins once each arrived', () => {
    expect(walkFrom(parallel, 'S', () => null, () => 0).enter.map((n) => n.id)).toEqual(['A', 'B']);
    const first = walkFrom(parallel, 'A', () => null, () => 0);
    expect([first.enter, first.arrivals, first.joined]).toEqual([[], ['J'], []]);
    const second = walkFrom(parallel, 'B', () => null, () => 1);
    expect([second.enter.map((n) => n.id), second.arrivals, second.joined]).toEqual([['C'], [], ['J']]);
  });

  it('draws the engine’s path: passed nodes, gateways between them and their flows; the current nodes', () => {
    const path = enginePath(parallel, [{ node_id: 'A', state: 'done' }, { node_id: 'J', state: 'waiting' }, { node_id: 'B', state: 'active' }], false);
    expect(path.current.sort()).toEqual(['B', 'J']);
    expect(path.done.sort()).toEqual(['A', 'F', 'S', 'f1', 'f2', 'f3', 'f4'].sort());
  });
});

describe('tasksBehind — where a rejection goes back to on its own branch', () => {
  /** start → P → fork → (A1 → A2, B) → join → C → end. */
  const branches: WorkflowGraph = {
    process_id: 'b',
    process_name: null,
    nodes: ['S', 'P', 'F', 'A1', 'X', 'A2', 'B', 'J', 'C', 'E'].map((id) =>
      node(id, id === 'S' ? 'startEvent' : id === 'E' ? 'endEvent' : id === 'F' || id === 'J' ? 'parallelGateway' : id === 'X' ? 'exclusiveGateway' : 'userTask'),
    ),
    flows: [
      flow('f1', 'S', 'P'),
      flow('f2', 'P', 'F'),
      flow('f3', 'F', 'A1'),
      flow('f4', 'A1', 'X'),
      flow('f5', 'X', 'A2'),
      flow('f6', 'F', 'B'),
      flow('f7', 'A2', 'J'),
      flow('f8', 'B', 'J'),
      flow('f9', 'J', 'C'),
      flow('f10', 'C', 'E'),
    ],
  };

  it('finds the task before it on the branch, through gateways, and stops at the split', () => {
    expect([...tasksBehind(branches, 'A2')]).toEqual(['A1']);
    expect([...tasksBehind(branches, 'A1')]).toEqual([]);
    expect([...tasksBehind(branches, 'B')]).toEqual([]);
  });

  it('does not reach into the branches of a join behind it, nor past the first task', () => {
    expect([...tasksBehind(branches, 'C')]).toEqual([]);
    expect([...tasksBehind(branches, 'P')]).toEqual([]);
    expect([...tasksBehind(parallel, 'C')]).toEqual([]);
  });
});
