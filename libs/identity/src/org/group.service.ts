import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { AuditService } from '@gengyun/core';
import { Group } from './group.entity';
import { OrgUnitService } from './org-unit';
import { Organization } from './organization.entity';
import { User } from '../user/user.entity';

@Injectable()
export class GroupService extends OrgUnitService<Group> {
  protected readonly businessNo = 'group';
  protected readonly userColumn = 'group_id';

  constructor(
    @InjectRepository(Group) repo: Repository<Group>,
    @InjectRepository(Organization) orgs: Repository<Organization>,
    @InjectRepository(User) users: Repository<User>,
    @InjectDataSource() db: DataSource,
    audit: AuditService,
  ) {
    super(repo, orgs, users, db, audit);
  }
}
