import { Injectable } from '@nestjs/common';
import type { WorkflowNode } from '@gengyun/contracts';
import { UserDirectory } from '@gengyun/identity';
import type { WorkOrder } from '../../order/work-order.entity';

const ids = (list: readonly string[]): number[] => list.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/**
 * Who gets a node's tasks when the order enters it: the users named (in the order written: a chain's order), the
 * active users holding a role (directly or through their position), in a position or an organisation, or the order's
 * person in charge. Users who left the enterprise are skipped.
 */
@Injectable()
export class NodeCandidates {
  constructor(private readonly directory: UserDirectory) {}

  async resolve(order: WorkOrder, node: WorkflowNode): Promise<number[]> {
    const e = order.enterprise_id;
    const named = ids(node.candidates);
    switch (node.candidate_type) {
      case 'user': {
        const active = new Set((await this.directory.byIds(e, named)).map((u) => u.id));
        return [...new Set(named)].filter((id) => active.has(id));
      }
      case 'role':
        return (await this.directory.byRoles(e, named)).map((u) => u.id);
      case 'position':
        return (await this.directory.byPositions(e, named)).map((u) => u.id);
      case 'organisation':
        return (await this.directory.byOrganizations(e, named)).map((u) => u.id);
      case 'personInCharge':
      case null:
        return (await this.directory.byIds(e, [order.person_in_charge_id])).map((u) => u.id);
    }
  }
}
