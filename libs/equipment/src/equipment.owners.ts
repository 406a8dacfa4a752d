import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P, type PermissionCode } from '@gengyun/contracts';
import { AuditOwners, findScoped } from '@gengyun/core';
import { FileBusinessRegistry, TransferKinds } from '@gengyun/files';
import { AssetAddressService } from './basic/asset-address.service';
import { AssetPositionService } from './location/asset-position.service';
import { BIZ, LEDGER_TASKS } from './equipment.constants';
import { EquipmentCount } from './io/equipment-count.entity';
import { COUNT_SCOPE } from './io/equipment-count.service';
import { EquipmentIo } from './io/equipment-io.entity';
import { EquipmentModelService } from './catalog/equipment-model.service';
import { EquipmentRules } from './ledger/equipment-rules';
import type { Caller } from './equipment-scope.service';
import { EquipmentTypeService } from './catalog/equipment-type.service';
import { OsahDocument } from './basic/osah.entity';
import { Partner } from './basic/partner.entity';

/** "Not found" unless the object is of the caller's enterprise and within their data scope. */
type Lookup = (ctx: Caller, id: number) => Promise<void>;

/**
 * What other areas are told about this area's objects, without importing it: who may read each kind's change log
 * (its list permission, the object in the caller's enterprise and scope), who may change the files attached to
 * equipment, locations and OSAH documents, and the ledger's kind of import and export task.
 */
@Injectable()
export class EquipmentOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly files: FileBusinessRegistry,
    private readonly rules: EquipmentRules,
    private readonly types: EquipmentTypeService,
    private readonly models: EquipmentModelService,
    private readonly positions: AssetPositionService,
    private readonly addresses: AssetAddressService,
    private readonly transfers: TransferKinds,
    @InjectRepository(Partner) private readonly partners: Repository<Partner>,
    @InjectRepository(OsahDocument) private readonly osahDocuments: Repository<OsahDocument>,
    @InjectRepository(EquipmentIo) private readonly ioOrders: Repository<EquipmentIo>,
    @InjectRepository(EquipmentCount) private readonly counts: Repository<EquipmentCount>,
  ) {}

  onModuleInit(): void {
    const equipment: Lookup = async (ctx, id) => void (await this.rules.find(ctx, id));
    const position: Lookup = async (ctx, id) => void (await this.positions.find(ctx, id));
    const osah: Lookup = async (ctx, id) => void (await findScoped(this.osahDocuments, ctx, id));
    const logs: Array<[string, PermissionCode[], Lookup]> = [
      [BIZ.equipment, [P.equipment.list], equipment],
      [BIZ.type, [P.equipmentType.list], async (ctx, id) => void (await this.types.find(ctx, id))],
      [BIZ.model, [P.equipmentModel.list], async (ctx, id) => void (await this.models.find(ctx, id))],
      [BIZ.position, [P.assetPosition.list], position],
      [BIZ.address, [P.assetAddress.list], async (ctx, id) => void (await this.addresses.find(ctx, id))],
      [BIZ.partner, [P.partner.list], async (ctx, id) => void (await findScoped(this.partners, ctx, id))],
      [BIZ.osah, [P.osah.list], osah],
      [BIZ.io, [P.equipmentIo.list], async (ctx, id) => void (await findScoped(this.ioOrders, ctx, id))],
      [BIZ.count, [P.equipmentCount.list], async (ctx, id) => void (await findScoped(this.counts, ctx, id, COUNT_SCOPE))],
    ];
    for (const [businessNo, permissions, check] of logs) this.audit.register(businessNo, { permissions, check });

    // Photos and documents of equipment, floor plans of locations, OSAH files: changed by who may edit the object.
    // The forms upload before saving (no data_id) and bind the files on save, the edit forms included.
    this.files.registerOwner(BIZ.equipment, { find: equipment, edit: [P.equipment.edit], unbound: [P.equipment.add, P.equipment.edit] });
    this.files.registerOwner(BIZ.position, { find: position, edit: [P.assetPosition.edit], unbound: [P.assetPosition.add, P.assetPosition.edit] });
    this.files.registerOwner(BIZ.osah, { find: osah, edit: [P.osah.edit], unbound: [P.osah.add, P.osah.edit] });
    // Ledger imports and exports are followed in the import and export centre, and from the ledger's own dialogs.
    this.transfers.register(LEDGER_TASKS, { label: 'equipment.import.kind', directions: ['import', 'export'], follow: { import: [P.equipment.import], export: [P.equipment.export] } });
  }
}
