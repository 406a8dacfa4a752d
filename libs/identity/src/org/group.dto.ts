export { AddOrgUnitDto as AddGroupDto, OrgUnitPageDto as GroupPageDto, UpdateOrgUnitDto as UpdateGroupDto } from './org-unit';
