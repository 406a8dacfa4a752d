import { Injectable } from '@nestjs/common';
import type { PublicServiceRequestProgress } from '@gengyun/contracts';
import { BusinessError, SYSTEM_ACTOR_NAME, type AuthContext, type Sendable } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { WorkOrderActionsService } from '../order/work-order-actions.service';
import { PublicRequestLookup } from './public-request-lookup.service';
import type { PublicServiceRequestEvaluateDto } from './service-request.dto';

/**
 * A public requester scores the finished work of their request from the page, found by number and phone as for its
 * progress (the same "not found" for any mismatch). It is the order's own `evaluate` action — the status machine, the
 * version the order was read at, the timeline (under the requester's name), the audit and the push — so it happens once:
 * a second evaluation, or one racing it, is refused and changes nothing.
 */
@Injectable()
export class PublicRequestEvaluation {
  constructor(
    private readonly lookup: PublicRequestLookup,
    private readonly actions: WorkOrderActionsService,
  ) {}

  async evaluate(dto: PublicServiceRequestEvaluateDto): Promise<Sendable<PublicServiceRequestProgress>> {
    const { enterpriseId, request } = await this.lookup.find(dto);
    const order = await this.lookup.orderOf(enterpriseId, request);
    if (order && order.evaluation_score !== null) throw new BusinessError('serviceRequest.errors.evaluated', 409);
    if (order?.status !== 'toEvaluate') throw new BusinessError('serviceRequest.errors.notToEvaluate', 422);
    // The requester has no account: the system acts for them, named as they named themselves.
    const requester: AuthContext = { ...systemContext(enterpriseId), name: request.requester_name?.trim() || SYSTEM_ACTOR_NAME };
    await this.actions.act(requester, { id: order.id, version: order.version, action: 'evaluate', score: dto.score, note: dto.comment || undefined });
    return this.lookup.answer(enterpriseId, request);
  }
}
