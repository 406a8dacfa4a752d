import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners, findScoped } from '@gengyun/core';
import { METER_SCOPE, Meter } from './meter/meter.entity';
import { METER_BUSINESS_NO } from './meter/meter.service';

/** Who may read a meter's change log: who may list meters, for a meter in their enterprise and data scope. */
@Injectable()
export class IotOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    @InjectRepository(Meter) private readonly meters: Repository<Meter>,
  ) {}

  onModuleInit(): void {
    this.audit.register(METER_BUSINESS_NO, { permissions: [P.meter.list], check: async (ctx, id) => void (await findScoped(this.meters, ctx, id, METER_SCOPE)) });
  }
}
