import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { BUSINESS_NO_PATTERN as BUSINESS_NO, type FileItem as FileItemShape } from '@gengyun/contracts';
import type { Sendable } from '@gengyun/core';


export class AddFileDto {
  @IsDefined() @IsString() @MaxLength(50) @Matches(BUSINESS_NO) business_no!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) data_id?: number;
}

export class SearchFileInfoDto {
  @IsDefined() @IsString() @MaxLength(50) @Matches(BUSINESS_NO) business_no!: string;
  @Type(() => Number) @IsInt() @Min(1) data_id!: number;
}

/** `/getImg` and `/exportFile` links: the file id and the business number it was uploaded under. */
export class FileLinkDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsDefined() @IsString() @MaxLength(50) @Matches(BUSINESS_NO) business_no!: string;
  /** Sent by some clients' image links (SPEC section 7); tenancy comes from the session, so it is ignored. */
  @IsOptional() @IsString() @MaxLength(64) schemaName?: string;
}

/** A file as lists show it (SPEC: uploaded file item — file, name, size, id); the shape is the contracts'. */
export type FileItem = Sendable<FileItemShape>;
