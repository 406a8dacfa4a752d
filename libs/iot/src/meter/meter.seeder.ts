import { Injectable } from '@nestjs/common';
import type { MeterType, SeedContext, Seeder } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { MeterService } from './meter.service';

/** Demo meters: two of each type. Their device passwords are not kept; rotate one to connect a real device. */
export const DEMO_METERS: Array<{ code: string; name: string; type: MeterType }> = [
  { code: 'FM-001', name: '1号进水流量计', type: 'flowmeter' },
  { code: 'FM-002', name: '2号出水流量计', type: 'flowmeter' },
  { code: 'WQ-001', name: '进水水质仪', type: 'water' },
  { code: 'WQ-002', name: '出水水质仪', type: 'water' },
  { code: 'AC-001', name: '配电室空调', type: 'air' },
  { code: 'AC-002', name: '中控室空调', type: 'air' },
  { code: 'PM-001', name: '厂界颗粒物监测仪', type: 'pm' },
  { code: 'PM-002', name: '污泥间颗粒物监测仪', type: 'pm' },
  { code: 'PW-001', name: '总进线电能表', type: 'power' },
  { code: 'PW-002', name: '鼓风机房电能表', type: 'power' },
];

/** Seeds the demo meters; idempotent. */
@Injectable()
export class IotSeeder implements Seeder {
  constructor(
    private readonly meters: MeterService,
  ) {}

  async seed(ctx: SeedContext): Promise<void> {
    const system = { ...systemContext(ctx.enterpriseId), userId: ctx.adminUserId };
    const existing = new Set((await this.meters.all(system)).map((m) => m.meter_code));
    for (const demo of DEMO_METERS) {
      if (existing.has(demo.code)) continue;
      await this.meters.add(system, { meter_code: demo.code, name: demo.name, meter_type: demo.type, offline_after_seconds: 120 });
    }
  }
}
