import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  ALARM_PHONE_PATTERN as PHONE,
  ALARM_RULE_LIMITS as LIMITS,
  MAIL_PATTERN as MAIL,
  QUANTITY_KEY_PATTERN,
  type AlarmRuleRequest,
  type MeterType,
  type RecipientsRequest,
} from '@gengyun/contracts';
import { METER_TYPES, PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';
import { ALARM_CONDITIONS, RATE_UNITS, type AlarmCondition, type RateUnit } from '../engine/alarm-evaluator';
import { INTERVAL_UNITS, type IntervalUnit } from './alarm-rule.entity';

/** Phones and mail addresses arrive as a JSON array or comma/semicolon/newline-separated text. */
export const ToTextList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
    if (typeof value === 'string') return value.split(/[,;\n]/).map((s) => s.trim()).filter(Boolean);
    return value;
  });

/** Four intervals as a JSON array or comma-separated text. */
const ToNumberList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (Array.isArray(value)) return value.map(Number);
    if (typeof value === 'string') return value.split(',').filter((s) => s.trim() !== '').map(Number);
    return value;
  });

export { PHONE, MAIL };

/** Escalation fields shared by a rule and the enterprise's message configuration. */
export class RecipientsDto implements RecipientsRequest {
  @IsOptional() @ToIdList() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) user_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) role_ids?: number[];
  @IsOptional() @ToTextList() @ArrayMaxSize(50) @Matches(PHONE, { each: true }) phones?: string[];
  @IsOptional() @ToTextList() @ArrayMaxSize(50) @MaxLength(100, { each: true }) @Matches(MAIL, { each: true }) mails?: string[];
}

export class AlarmRuleAddDto extends RecipientsDto implements AlarmRuleRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) meter_id?: number;
  @IsOptional() @IsIn(METER_TYPES) meter_type?: MeterType;
  @IsOptional() @IsString() @Matches(QUANTITY_KEY_PATTERN) quantity?: string;
  @IsIn(ALARM_CONDITIONS) condition!: AlarmCondition;
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) threshold?: number;
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) deadband?: number;
  @IsOptional() @IsIn(RATE_UNITS) rate_unit?: RateUnit;
  @IsOptional() @Type(() => Number) @IsInt() @Min(LIMITS.duration[0]) @Max(LIMITS.duration[1]) duration_seconds?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(LIMITS.repeat[0]) @Max(LIMITS.repeat[1]) repeat_count?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(LIMITS.noData[0]) @Max(LIMITS.noData[1]) no_data_seconds?: number;
  @Type(() => Number) @IsInt() @Min(LIMITS.severity[0]) @Max(LIMITS.severity[1]) severity!: number;
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) notify_sms?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) notify_mail?: boolean;
  /** Four intervals (1st→2nd, 2nd→3rd, 3rd→4th send, then repeating); omitted = the enterprise default. */
  @IsOptional() @ToNumberList() @ArrayMinSize(4) @ArrayMaxSize(4) @IsInt({ each: true }) @Min(1, { each: true }) @Max(86_400, { each: true }) sms_intervals?: number[];
  @IsOptional() @IsIn(INTERVAL_UNITS) interval_unit?: IntervalUnit;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
  @IsOptional() @ToBoolean() @IsIn([true, false]) open_work_order?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) work_order_type_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(5) work_order_priority?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) work_order_person_id?: number | null;
}

export class AlarmRuleUpdateDto extends AlarmRuleAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class AlarmRulePageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) meter_id?: number;
  @IsOptional() @IsIn(METER_TYPES) meter_type?: string;
  @IsOptional() @IsIn(ALARM_CONDITIONS) condition?: AlarmCondition;
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
}
