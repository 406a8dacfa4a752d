import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class SystemConfigListDto {
  @IsOptional() @IsString() @MaxLength(50) group?: string;
}

export class ConfigItemDto {
  @IsString() @MaxLength(100) key!: string;
  /** Checked against the setting's type and limits by the service (422 with the setting's message). */
  @IsDefined() value!: unknown;
}

/** `items` is a JSON array (form text or JSON body) of `{ key, value }`. */
export class SystemConfigUpdateDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => ConfigItemDto) items!: ConfigItemDto[];
}
