import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { scoped } from '@gengyun/core';
import { OptionsRegistry, type OptionItem } from '@gengyun/dictionary';
import { AssetPosition } from './location/asset-position.entity';
import { PartnerKind } from './equipment.constants';
import { EquipmentModel } from './catalog/equipment-model.entity';
import { EquipmentType } from './catalog/equipment-type.entity';
import { Partner } from './basic/partner.entity';

/** Option lists this area serves: assetPosition and assetType (trees, `pid`), assetModel (`typeId` filter), manufacturer, supplier. */
@Injectable()
export class EquipmentOptions implements OnModuleInit {
  constructor(
    private readonly registry: OptionsRegistry,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register('assetPosition', async (ctx) => {
      const rows = await scoped(this.db.getRepository(AssetPosition).createQueryBuilder('p'), ctx, { [DataScope.location]: 'id' }).orderBy('p.level').addOrderBy('p.sort').addOrderBy('p.id').getMany();
      return rows.map((r): OptionItem => ({ value: r.id, text: r.name, pid: r.parent_id }));
    }, { readsFrom: [AssetPosition] });
    this.registry.register('assetType', async (ctx) => {
      const rows = await scoped(this.db.getRepository(EquipmentType).createQueryBuilder('t'), ctx, { [DataScope.equipmentType]: 'id' }).orderBy('t.sort').addOrderBy('t.id').getMany();
      return rows.map((r): OptionItem => ({ value: r.id, text: r.name, pid: r.parent_id }));
    }, { readsFrom: [EquipmentType] });
    this.registry.register('assetModel', async (ctx, params) => {
      const qb = scoped(this.db.getRepository(EquipmentModel).createQueryBuilder('m'), ctx, { [DataScope.equipmentType]: 'type_id' });
      const typeId = Number(params.typeId ?? params.type_id);
      if (Number.isInteger(typeId) && typeId > 0) qb.andWhere('m.type_id = :t', { t: typeId });
      return (await qb.orderBy('m.name').getMany()).map((r): OptionItem => ({ value: r.id, text: r.name, extend: String(r.type_id) }));
    }, { readsFrom: [EquipmentModel] });
    for (const [key, kind] of [['manufacturer', PartnerKind.manufacturer], ['supplier', PartnerKind.supplier]] as const) {
      this.registry.register(
        key,
        async (ctx) => (await scoped(this.db.getRepository(Partner).createQueryBuilder('p'), ctx).andWhere('p.kind = :k', { k: kind }).orderBy('p.name').getMany()).map((r): OptionItem => ({ value: r.id, text: r.name })),
        { scoped: false, readsFrom: [Partner] },
      );
    }
  }
}
