import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BusinessError, isUniqueViolation, type AuthContext } from '@gengyun/core';
import { WorkOrderRequestClaim } from './work-order.entity';

/**
 * "In system processing, cannot repeat" (SPEC §8): a submission carrying a request id claims it before it runs; a
 * second one with the same id — a double click, a retried post — finds it taken and changes nothing. A submission that
 * fails gives its id back, so the same form may be sent again after the caller fixed it.
 */
@Injectable()
export class RequestClaims {
  constructor(@InjectRepository(WorkOrderRequestClaim) private readonly claims: Repository<WorkOrderRequestClaim>) {}

  async once<T>(ctx: Pick<AuthContext, 'enterpriseId' | 'userId'>, requestId: string | undefined, run: () => Promise<T>): Promise<T> {
    if (!requestId) return run();
    let claim: { id: number };
    try {
      claim = await this.claims.save(this.claims.create({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, request_id: requestId }));
    } catch (error) {
      if (isUniqueViolation(error)) throw BusinessError.conflict('common.errors.inProcessing');
      throw error;
    }
    try {
      return await run();
    } catch (error) {
      await this.claims.delete({ id: claim.id });
      throw error;
    }
  }
}
