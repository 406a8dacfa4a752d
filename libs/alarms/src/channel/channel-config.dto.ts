import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { SMS_TEMPLATE_PATTERN, SMS_URL_PATTERN, SMTP_URL_PATTERN, type MessageConfigRequest } from '@gengyun/contracts';
import { ToBoolean } from '@gengyun/core';
import { RecipientsDto } from '../rule/alarm-rule.dto';

const ToNumbers = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map(Number) : typeof value === 'string' ? value.split(',').filter((s) => s.trim() !== '').map(Number) : value,
  );

/** Omitted fields keep their value; an empty text (dropped by the body normaliser) cannot clear a field, `null` does. */
export class ChannelConfigUpdateDto extends RecipientsDto implements MessageConfigRequest {
  @IsOptional() @ToBoolean() @IsIn([true, false]) sms_enabled?: boolean;
  @IsOptional() @IsString() @MaxLength(500) @Matches(SMS_URL_PATTERN) sms_url?: string | null;
  @IsOptional() @IsString() @MaxLength(200) sms_token?: string | null;
  @IsOptional() @IsString() @Matches(SMS_TEMPLATE_PATTERN) sms_template?: string;
  @IsOptional() @IsString() @MaxLength(500) @Matches(SMTP_URL_PATTERN) smtp_url?: string | null;
  @IsOptional() @IsString() @MaxLength(200) mail_from?: string | null;
  /** System configuration `alarm.mailEnabled`. */
  @IsOptional() @ToBoolean() @IsIn([true, false]) mail_enabled?: boolean;
  /** System configuration `alarm.smsIntervals`: four intervals in seconds, the last repeating. */
  @IsOptional() @ToNumbers() @ArrayMinSize(4) @ArrayMaxSize(4) @IsInt({ each: true }) @Min(1, { each: true }) @Max(86_400, { each: true }) sms_intervals?: number[];
}
