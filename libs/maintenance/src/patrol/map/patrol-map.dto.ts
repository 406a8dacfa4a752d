import { IsOptional, IsString, Matches } from 'class-validator';
import type { PatrolMapRequest } from '@gengyun/contracts';
import { LOCAL_DATE_PATTERN } from '../../cycle/local-date';

export class PatrolMapDto implements PatrolMapRequest {
  @IsOptional() @IsString() @Matches(LOCAL_DATE_PATTERN) date?: string;
}
