import type { ReorderQuery } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';

export class ReorderPageDto extends PageQueryDto implements ReorderQuery {
  @OptionalId() warehouse_id?: number;
}
