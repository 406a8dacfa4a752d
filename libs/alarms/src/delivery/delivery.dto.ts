import { Type } from 'class-transformer';
import { IsDate, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '@gengyun/core';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, type DeliveryChannel, type DeliveryStatus } from './delivery.entity';

export class DeliveryPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) alarm_id?: number;
  @IsOptional() @IsIn(DELIVERY_CHANNELS) channel?: DeliveryChannel;
  @IsOptional() @IsIn(DELIVERY_STATUSES) status?: DeliveryStatus;
  @IsOptional() @Type(() => Date) @IsDate() start_time?: Date;
  @IsOptional() @Type(() => Date) @IsDate() end_time?: Date;
}
