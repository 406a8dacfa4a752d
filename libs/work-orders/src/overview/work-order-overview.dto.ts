import { IsIn, IsOptional } from 'class-validator';
import { WORK_ORDER_TODO_KINDS, type WorkOrderTodoKind, type WorkOrderTodoPageRequest } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

export class WorkOrderTodoPageDto extends PageQueryDto implements WorkOrderTodoPageRequest {
  @IsOptional() @IsIn(WORK_ORDER_TODO_KINDS) kind?: WorkOrderTodoKind;
}
