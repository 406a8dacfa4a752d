import { Type } from 'class-transformer';
import { ArrayMaxSize, IsDefined, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { NOTICE_STATUSES, type NoticeRequest, type NoticeStatus } from '@gengyun/contracts';
import { PageQueryDto, ToIdList } from '@gengyun/core';
import { NOTICE_TARGETS, NOTICE_TYPES, type NoticeTarget, type NoticeType } from './notice.entity';

export class NoticePageDto extends PageQueryDto {
  @IsOptional() @IsIn(NOTICE_TYPES) type?: NoticeType;
  @IsOptional() @IsIn(NOTICE_STATUSES) status?: NoticeStatus;
}

export class NoticeAddDto implements NoticeRequest {
  @IsDefined() @IsString() @MinLength(1) @MaxLength(200) title!: string;
  @IsDefined() @IsString() @MinLength(1) @MaxLength(20000) content!: string;
  @IsIn(NOTICE_TYPES) type!: NoticeType;
  @IsIn(NOTICE_TARGETS) target_type!: NoticeTarget;
  /** Required when `target_type` is `roles`: a JSON array or comma-separated role ids. */
  @IsOptional() @ToIdList() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) role_ids?: number[];
}

export class NoticeUpdateDto extends NoticeAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class MessagePageDto extends PageQueryDto {
  @IsOptional() @IsIn(['0', '1', 0, 1]) is_read?: string | number;
}

/** Marks the listed messages read; without ids, every message of the caller. */
export class MessageReadDto {
  @IsOptional() @ToIdList() @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) ids?: number[];
}
