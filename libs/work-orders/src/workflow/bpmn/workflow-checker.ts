import { Injectable } from '@nestjs/common';
import { WORKFLOW_ORDER_FIELDS, type WorkflowGraph } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { FieldService } from '@gengyun/dictionary';
import { UserDirectory } from '@gengyun/identity';
import { BpmnProblem } from './bpmn-problem';
import { readBpmn } from './bpmn-reader';
import { checkGraph, fieldsOf } from './bpmn-rules';

const ORDER_FIELDS = new Set<string>(WORKFLOW_ORDER_FIELDS);

/** Reads and checks a template's XML for an enterprise: conditions and required fields may name the order's fields and the enterprise's field library. */
@Injectable()
export class WorkflowChecker {
  constructor(
    private readonly fields: FieldService,
    private readonly directory: UserDirectory,
  ) {}

  async check(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, xml: string): Promise<WorkflowGraph> {
    try {
      const graph = readBpmn(xml);
      const named = new Set([...graph.flows.flatMap((f) => (f.condition ? fieldsOf(f.condition) : [])), ...graph.nodes.flatMap((n) => n.required_fields)]);
      const custom = [...named].filter((name) => !ORDER_FIELDS.has(name));
      const library = new Set((custom.length ? await this.fields.byCodes(ctx, custom) : []).map((f) => f.code));
      checkGraph(graph, (name) => ORDER_FIELDS.has(name) || library.has(name));
      await this.checkCandidates(ctx.enterpriseId, graph);
      return graph;
    } catch (error) {
      if (!(error instanceof BpmnProblem)) throw error;
      const status = error.key === 'workflow.errors.tooLarge' ? 413 : 422;
      throw new BusinessError(error.key, status, error.params, { fields: { xml: error.key }, elements: error.elements });
    }
  }

  /** Users and roles named as candidates are this enterprise's (positions and organisations: see the decision record). */
  private async checkCandidates(enterpriseId: number, graph: WorkflowGraph): Promise<void> {
    for (const node of graph.nodes) {
      if (node.candidate_type !== 'user' && node.candidate_type !== 'role') continue;
      const bad = node.candidates.find((c) => !/^[1-9]\d{0,9}$/.test(c));
      const ids = node.candidates.map(Number);
      const missing = bad ?? (node.candidate_type === 'user' ? await this.directory.missingUsers(enterpriseId, ids) : await this.directory.missingRoles(enterpriseId, ids))[0];
      if (missing !== undefined) throw new BpmnProblem('workflow.errors.unknownCandidate', [node.name ?? node.id, missing], [node.id]);
    }
  }
}
