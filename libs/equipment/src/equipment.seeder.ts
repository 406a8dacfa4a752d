import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Settings, type AuthContext, type SeedContext, type Seeder } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import { systemContext } from '@gengyun/identity';
import { AssetPosition } from './location/asset-position.entity';
import { AssetPositionService } from './location/asset-position.service';
import { BIZ, PartnerKind } from './equipment.constants';
import { Equipment } from './ledger/equipment.entity';
import { EquipmentService } from './ledger/equipment.service';
import { EquipmentModel } from './catalog/equipment-model.entity';
import { EquipmentModelService } from './catalog/equipment-model.service';
import { EquipmentType } from './catalog/equipment-type.entity';
import { EquipmentTypeService } from './catalog/equipment-type.service';
import { Partner } from './basic/partner.entity';
import { PartnerService } from './basic/partner.service';
import { floorPlanPng } from './location/plan-png';

const TYPES: Array<[string, string[]]> = [['泵', ['离心泵 IS80', '潜水泵 QW100']], ['流量计', ['电磁流量计 LDG-100']], ['水质分析仪', ['COD在线分析仪 W-200']], ['空调', ['多联机 VRV-X']], ['电能表', ['三相电能表 DTSD341']]];
const BUILDINGS: Array<[string, string[]]> = [['一号楼', ['泵房', '配电室']], ['二号楼', ['化验室', '中控室']]];
const [PLANT, SUPPLIER, MAKER] = ['演示水厂', '华南设备供应有限公司', '耕云机电制造厂'];
/** Where the demo plant is: its top-level location, and where the enterprise's maps open. */
const PLANT_AT = { lng: 113.3245, lat: 23.1064 };
/** Particulate monitors: at the plant's boundary (the plant itself) and by the pump room. */
const PM_MONITOR = {
  type: '颗粒物监测仪',
  model: 'β射线颗粒物监测仪 BPM-10',
  units: [
    { code: 'EQ0031', name: '厂界颗粒物监测仪', room: null, at: { x: -300, y: 250, lng: 113.3239, lat: 23.106 } },
    { code: 'EQ0032', name: '污泥间颗粒物监测仪', room: '泵房', at: { x: 60, y: -60, lng: 113.3281, lat: 23.1066 } },
  ],
} as const;

/** Demo data: a small location tree with a floor plan, types and models, partners and 32 equipment. Idempotent. */
@Injectable()
export class EquipmentSeeder implements Seeder {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FileService,
    private readonly positions: AssetPositionService,
    private readonly types: EquipmentTypeService,
    private readonly models: EquipmentModelService,
    private readonly partners: PartnerService,
    private readonly equipment: EquipmentService,
    private readonly settings: Settings,
  ) {}

  async seed(seed: SeedContext): Promise<void> {
    const ctx: AuthContext = { ...systemContext(seed.enterpriseId), userId: seed.adminUserId };
    if (!(await this.db.getRepository(Equipment).exist({ where: { enterprise_id: seed.enterpriseId } }))) await this.seedLedger(ctx);
    await this.settings.setIfUnset(ctx, 'map.center', { ...PLANT_AT, zoom: 16 });
    await this.seedMonitors(ctx);
  }

  private find<T extends { id: number }>(ctx: AuthContext, entity: new () => T, where: object): Promise<T | null> {
    return this.db.getRepository(entity).findOne({ where: { enterprise_id: ctx.enterpriseId, ...where } as never });
  }

  private async seedLedger(ctx: AuthContext): Promise<void> {
    const find = <T extends { id: number }>(entity: new () => T, where: object) => this.find(ctx, entity, where);
    let plant = await find(AssetPosition, { name: PLANT, parent_id: null as never });
    if (!plant) {
      const [file] = await this.files.store(ctx, [{ fieldname: 'files', filename: 'plan.png', mimetype: 'image/png', buffer: floorPlanPng() }], { business_no: BIZ.position });
      plant = await this.positions.add(ctx, { name: PLANT, code: 'P01', plan_file_id: file?.id, ...PLANT_AT });
    }
    const rooms: AssetPosition[] = [];
    for (const [bi, [building, names]] of BUILDINGS.entries()) {
      const b = (await find(AssetPosition, { name: building, parent_id: plant.id })) ?? (await this.positions.add(ctx, { name: building, parent_id: plant.id, x: 200 + bi * 400, y: 0 }));
      for (const [ri, room] of names.entries()) rooms.push((await find(AssetPosition, { name: room, parent_id: b.id })) ?? (await this.positions.add(ctx, { name: room, parent_id: b.id, x: 100 + bi * 400 + ri * 180, y: -150 + ri * 200 })));
    }
    const supplier = (await find(Partner, { kind: PartnerKind.supplier, name: SUPPLIER })) ?? (await this.partners.add(ctx, PartnerKind.supplier, { name: SUPPLIER, contact: '李经理', phone: '020-12345678' }));
    const maker = (await find(Partner, { kind: PartnerKind.manufacturer, name: MAKER })) ?? (await this.partners.add(ctx, PartnerKind.manufacturer, { name: MAKER }));
    const models: EquipmentModel[] = [];
    for (const [typeName, modelNames] of TYPES) models.push(...(await this.modelsOf(ctx, typeName, modelNames, maker.id)));
    for (let i = 1; i <= 30; i++) {
      const model = models[i % models.length] as EquipmentModel;
      const room = rooms[i % rooms.length] as AssetPosition;
      await this.equipment.add(ctx, {
        asset_code: `EQ${String(i).padStart(4, '0')}`, asset_name: `${model.name.split(' ')[0]}-${i}`, model_id: model.id, position_id: room.id, status: i % 7 === 0 ? 2 : 1,
        running_status_id: i % 9 === 0 ? 3 : i % 4 === 0 ? 2 : 1, supplier_id: supplier.id, purchase_date: `2024-0${(i % 9) + 1}-15`, purchase_cost: `${1000 + i * 250}.00`,
        x: (room.x ?? 0) + ((i * 37) % 120) - 60, y: (room.y ?? 0) + ((i * 53) % 100) - 50, lng: 113.3245 + (i % 6) * 0.0006, lat: 23.1064 + Math.floor(i / 6) * 0.0005,
      });
    }
  }

  /**
   * The two particulate monitors the demo's particulate meters are linked to (iot's demo seeder), added apart from the
   * ledger above so that a data directory seeded before they existed gets them on its next start (it has no such type
   * yet; once it has, monitors someone deleted stay deleted).
   */
  private async seedMonitors(ctx: AuthContext): Promise<void> {
    const plant = await this.find(ctx, AssetPosition, { name: PLANT, parent_id: null as never });
    if (!plant || (await this.find(ctx, EquipmentType, { name: PM_MONITOR.type }))) return;
    const maker = await this.find(ctx, Partner, { kind: PartnerKind.manufacturer, name: MAKER });
    const [model] = await this.modelsOf(ctx, PM_MONITOR.type, [PM_MONITOR.model], maker?.id);
    for (const unit of PM_MONITOR.units) {
      if (await this.find(ctx, Equipment, { asset_code: unit.code })) continue;
      const room = unit.room ? await this.find(ctx, AssetPosition, { name: unit.room }) : plant;
      await this.equipment.add(ctx, { asset_code: unit.code, asset_name: unit.name, model_id: model?.id, position_id: (room ?? plant).id, status: 1, running_status_id: 1, purchase_date: '2024-06-15', ...unit.at });
    }
  }

  /** The type named so (added when missing) and its models by name (each added when missing). */
  private async modelsOf(ctx: AuthContext, typeName: string, modelNames: string[], makerId: number | undefined): Promise<EquipmentModel[]> {
    const type = (await this.find(ctx, EquipmentType, { name: typeName })) ?? (await this.types.add(ctx, { name: typeName }));
    const out: EquipmentModel[] = [];
    for (const m of modelNames) out.push((await this.find(ctx, EquipmentModel, { name: m, type_id: type.id })) ?? (await this.models.add(ctx, { name: m, type_id: type.id, manufacturer_id: makerId })));
    return out;
  }
}
