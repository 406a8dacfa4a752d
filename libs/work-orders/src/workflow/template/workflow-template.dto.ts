import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import {
  WORKFLOW_LIMITS as LIMITS,
  WORKFLOW_TEMPLATE_CODE_PATTERN,
  type WorkflowTemplateAddRequest,
  type WorkflowTemplateEnableRequest,
  type WorkflowTemplateExportRequest,
  type WorkflowTemplateImportRequest,
  type WorkflowTemplateSaveVersionRequest,
  type WorkflowTemplateUpdateRequest,
  type WorkflowTemplateValidateRequest,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';

/**
 * The XML's size is checked by the reader (in bytes, with its own message); this bound only keeps a runaway body from
 * reaching it as one string.
 */
const XML_CHARS = LIMITS.xmlBytes * 4;

export class WorkflowTemplateValidateDto implements WorkflowTemplateValidateRequest {
  @IsString() @MinLength(1) @MaxLength(XML_CHARS) xml!: string;
}

export class WorkflowTemplateAddDto extends WorkflowTemplateValidateDto implements WorkflowTemplateAddRequest {
  @IsString() @Matches(WORKFLOW_TEMPLATE_CODE_PATTERN) code!: string;
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string;
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
}

export class WorkflowTemplateUpdateDto implements WorkflowTemplateUpdateRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string;
}

export class WorkflowTemplateSaveVersionDto extends WorkflowTemplateValidateDto implements WorkflowTemplateSaveVersionRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class WorkflowTemplateEnableDto implements WorkflowTemplateEnableRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @ToBoolean() @IsIn([true, false]) enabled!: boolean;
}

export class WorkflowTemplateImportDto extends WorkflowTemplateValidateDto implements WorkflowTemplateImportRequest {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(LIMITS.name) name?: string;
}

export class WorkflowTemplateExportDto implements WorkflowTemplateExportRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) version?: number;
}

export class WorkflowTemplatePageDto extends PageQueryDto {
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
}
