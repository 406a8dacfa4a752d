import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import type { PartQrContentRequest } from '@gengyun/contracts';
import { ToIdList } from '@gengyun/core';

/** `/showBomQRCode?id&size&token`, `/searchBomMaterialQRCode?id&size&token`. */
export class PartQrQueryDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @Type(() => Number) @IsIn([128, 256, 512]) size?: number;
}

/** `/sparePart/qrLabels`: the parts of one A4 sheet. */
export class PartLabelsDto {
  @ToIdList() @ArrayMinSize(1) @ArrayMaxSize(200) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

/** `/sparePart/byQrContent`: what a scanner read from a part's label. */
export class PartQrContentDto implements PartQrContentRequest {
  @IsString() @MinLength(1) @MaxLength(1000) content!: string;
}
