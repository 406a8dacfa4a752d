import { Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import {
  WORKFLOW_DECISIONS,
  WORK_ORDER_LIMITS as LIMITS,
  WORK_ORDER_RECORD_LIMITS as RECORD_LIMITS,
  type WorkflowCompleteNodeRequest,
  type WorkflowDecision,
  type WorkflowGrabNodeRequest,
} from '@gengyun/contracts';
import { ToIdList } from '@gengyun/core';

/** A BPMN element id as the checker accepts it. */
const NODE_ID = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/;

export class WorkflowGrabNodeDto implements WorkflowGrabNodeRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @IsString() @Matches(NODE_ID) node_id!: string;
}

export class WorkflowCompleteNodeDto extends WorkflowGrabNodeDto implements WorkflowCompleteNodeRequest {
  @IsIn(WORKFLOW_DECISIONS) decision!: WorkflowDecision;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
  @IsOptional() @ToIdList() @ArrayMaxSize(RECORD_LIMITS.files) @IsInt({ each: true }) @Min(1, { each: true }) file_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) signature_file_id?: number;
}
