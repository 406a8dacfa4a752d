import type { WorkflowGraph, WorkflowNode } from '@gengyun/contracts';
import { BpmnProblem } from './bpmn-problem';
import { checkParallel } from './parallel-rules';

const TYPES: Record<string, WorkflowNode['type']> = { S: 'startEvent', E: 'endEvent', F: 'parallelGateway', J: 'parallelGateway', X: 'exclusiveGateway', M: 'exclusiveGateway' };
const typeOf = (id: string): WorkflowNode['type'] => TYPES[id.replace(/\d+$/, '')] ?? 'userTask';

/** A graph from "A>B" edges; ids starting S, E, F/J (parallel), X/M (exclusive) give the node's type, others are tasks. */
const graph = (...edges: string[]): WorkflowGraph => {
  const pairs = edges.map((e) => e.split('>') as [string, string]);
  const ids = [...new Set(pairs.flat())];
  return {
    process_id: 'p',
    process_name: null,
    nodes: ids.map((id) => ({
      id,
      type: typeOf(id),
      name: id,
      handler_type: null,
      candidate_type: null,
      candidates: [],
      required_fields: [],
      require_attachments: false,
      require_signature: false,
      time_limit_minutes: null,
      status: null,
      multi_instance: null,
      default_flow: null,
    })),
    flows: pairs.map(([source, target], i) => ({ id: `f${i}`, name: null, source, target, condition: null })),
  };
};

const refusal = (g: WorkflowGraph): [string, unknown[], string[]] | null => {
  try {
    checkParallel(g);
    return null;
  } catch (error) {
    if (!(error instanceof BpmnProblem)) throw error;
    return [error.key, [...error.params], error.elements];
  }
};

describe('parallel branches and their joins', () => {
  it('accepts a split joined by a parallel gateway, nested splits, exclusive choices merged inside a branch and rework loops', () => {
    expect(refusal(graph('S>F', 'F>A', 'F>B', 'A>J', 'B>J', 'J>C', 'C>E'))).toBeNull();
    expect(refusal(graph('S>F', 'F>F2', 'F2>A', 'F2>B', 'A>J2', 'B>J2', 'J2>J', 'F>C', 'C>J', 'J>E'))).toBeNull();
    expect(refusal(graph('S>F', 'F>A', 'A>X', 'X>B', 'X>C', 'B>M', 'C>M', 'M>J', 'F>D', 'D>J', 'J>E'))).toBeNull();
    expect(refusal(graph('S>F', 'F>A', 'A>X', 'X>A', 'X>J', 'F>B', 'B>J', 'J>E'))).toBeNull();
    // Exclusive choices alone, meeting at an end or an exclusive merge, are not this rule's business.
    expect(refusal(graph('S>X', 'X>A', 'X>B', 'A>E', 'B>E'))).toBeNull();
  });

  it('refuses branches that are never joined', () => {
    expect(refusal(graph('S>F', 'F>A', 'F>B', 'A>E', 'B>E2'))).toEqual(['workflow.errors.parallelNotJoined', ['F'], ['F']]);
    expect(refusal(graph('S>F', 'F>A', 'F>B', 'A>E', 'B>E'))).toEqual(['workflow.errors.parallelNotJoined', ['F'], ['F']]);
  });

  it('refuses branches that meet at an exclusive gateway or a task', () => {
    expect(refusal(graph('S>F', 'F>A', 'F>B', 'A>M', 'B>M', 'M>E'))).toEqual(['workflow.errors.parallelJoinKind', ['F', 'M'], ['F', 'M']]);
    expect(refusal(graph('S>F', 'F>A', 'F>B', 'A>C', 'B>C', 'C>E'))).toEqual(['workflow.errors.parallelJoinKind', ['F', 'C'], ['F', 'C']]);
  });

  it('refuses a parallel join fed by an exclusive choice', () => {
    expect(refusal(graph('S>X', 'X>A', 'X>B', 'A>J', 'B>J', 'J>E'))).toEqual(['workflow.errors.parallelJoinMixed', ['J'], ['J']]);
    // Inside a branch: the choice's two ways reach the join by two flows, only one arrives.
    expect(refusal(graph('S>F', 'F>A', 'A>X', 'X>B', 'X>C', 'B>J', 'C>J', 'F>D', 'D>J', 'J>E'))).toEqual(['workflow.errors.parallelJoinMixed', ['J'], ['J', 'X']]);
  });
});
