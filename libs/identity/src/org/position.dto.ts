import { IsArray, IsInt, Min } from 'class-validator';
import { IdDto, ToIdList } from '@gengyun/core';

export { AddOrgUnitDto as AddPositionDto, OrgUnitPageDto as PositionPageDto, UpdateOrgUnitDto as UpdatePositionDto } from './org-unit';

export class PositionRolesDto extends IdDto {
  @ToIdList() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) roleIds!: number[];
}
