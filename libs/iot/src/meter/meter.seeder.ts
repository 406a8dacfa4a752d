import { Injectable } from '@nestjs/common';
import type { MeterType, SeedContext, Seeder } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { systemContext } from '@gengyun/identity';
import { MeterService } from './meter.service';

/**
 * Demo meters: two of each type, each with the demo equipment it measures (asset codes of the equipment area's demo
 * seeder; the meter takes that equipment's location and type). Their device passwords are not kept: the embedded
 * demo feed publishes for them (libs/iot/src/demo), and rotating a credential connects a real device.
 */
export const DEMO_METERS: ReadonlyArray<{ code: string; name: string; type: MeterType; equipment: string }> = [
  { code: 'FM-001', name: '1号进水流量计', type: 'flowmeter', equipment: 'EQ0008' },
  { code: 'FM-002', name: '2号出水流量计', type: 'flowmeter', equipment: 'EQ0020' },
  { code: 'WQ-001', name: '进水水质仪', type: 'water', equipment: 'EQ0003' },
  { code: 'WQ-002', name: '出水水质仪', type: 'water', equipment: 'EQ0015' },
  { code: 'AC-001', name: '配电室空调', type: 'air', equipment: 'EQ0004' },
  { code: 'AC-002', name: '中控室空调', type: 'air', equipment: 'EQ0010' },
  { code: 'PM-001', name: '厂界颗粒物监测仪', type: 'pm', equipment: 'EQ0031' },
  { code: 'PM-002', name: '污泥间颗粒物监测仪', type: 'pm', equipment: 'EQ0032' },
  { code: 'PW-001', name: '总进线电能表', type: 'power', equipment: 'EQ0005' },
  { code: 'PW-002', name: '鼓风机房电能表', type: 'power', equipment: 'EQ0017' },
];

/**
 * Seeds the demo meters, each linked to its demo equipment; idempotent. Demo meters of a data directory seeded before
 * they had equipment (none of them linked) are linked on its next start; once any is linked, links someone changed
 * or removed are left as they are. A missing equipment leaves its meter unlinked.
 */
@Injectable()
export class IotSeeder implements Seeder {
  constructor(
    private readonly meters: MeterService,
    private readonly equipment: EquipmentReferences,
  ) {}

  async seed(ctx: SeedContext): Promise<void> {
    const system = { ...systemContext(ctx.enterpriseId), userId: ctx.adminUserId };
    const existing = new Map((await this.meters.all(system)).map((m) => [m.meter_code, m]));
    const present = DEMO_METERS.flatMap((demo) => existing.get(demo.code) ?? []);
    const neverLinked = present.every((m) => m.equipment_id === null);
    for (const demo of DEMO_METERS) {
      const equipment = await this.equipment.byCode(system, demo.equipment);
      const meter = existing.get(demo.code);
      if (!meter) {
        await this.meters.add(system, { meter_code: demo.code, name: demo.name, meter_type: demo.type, offline_after_seconds: 120, equipment_id: equipment?.id });
      } else if (neverLinked && equipment) {
        await this.meters.linkEquipment(system, meter.id, equipment.id);
      }
    }
  }
}
