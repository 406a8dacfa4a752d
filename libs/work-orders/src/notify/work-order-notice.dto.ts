import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { WORK_ORDER_NOTICE_KINDS, type WorkOrderNoticeKind, type WorkOrderNoticePreferencesRequest } from '@gengyun/contracts';

/** Kinds as a JSON array or comma-separated text (forms). */
const ToKindList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value));

const kinds = [ToKindList(), IsArray(), ArrayMaxSize(WORK_ORDER_NOTICE_KINDS.length), IsIn(WORK_ORDER_NOTICE_KINDS, { each: true })];
const Kinds = (): PropertyDecorator => (target, key) => kinds.forEach((decorate) => decorate(target, key));

export class WorkOrderNoticePreferencesDto implements WorkOrderNoticePreferencesRequest {
  /** Absent (an empty form field): nothing turned off. */
  @IsOptional() @Kinds() disabled: WorkOrderNoticeKind[] = [];
  /** Absent: every kind by mail (the default). */
  @IsOptional() @Kinds() mail?: WorkOrderNoticeKind[];
  /** Absent: no kind by SMS (the default). */
  @IsOptional() @Kinds() sms?: WorkOrderNoticeKind[];
}
