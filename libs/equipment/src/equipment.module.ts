import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictionaryModule } from '@gengyun/dictionary';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { AssetAddress } from './basic/asset-address.entity';
import { AssetAddressService } from './basic/asset-address.service';
import { AssetPosition } from './location/asset-position.entity';
import { AssetPositionService } from './location/asset-position.service';
import { BasicDataController } from './basic/basic-data.controller';
import { CatalogController } from './catalog/catalog.controller';
import { Equipment } from './ledger/equipment.entity';
import { EquipmentController } from './ledger/equipment.controller';
import { EquipmentAuditRemarks } from './ledger/equipment-audit';
import { EquipmentSeeder } from './equipment.seeder';
import { EquipmentService } from './ledger/equipment.service';
import { EquipmentCount, EquipmentCountItem } from './io/equipment-count.entity';
import { EquipmentCountService } from './io/equipment-count.service';
import { EquipmentExportService } from './transfer/equipment-export.service';
import { EquipmentOwners } from './equipment.owners';
import { EquipmentImportService } from './transfer/equipment-import.service';
import { EquipmentIo, EquipmentIoItem } from './io/equipment-io.entity';
import { EquipmentIoService } from './io/equipment-io.service';
import { EquipmentModel } from './catalog/equipment-model.entity';
import { EquipmentModelService } from './catalog/equipment-model.service';
import { EquipmentOptions } from './equipment-options';
import { EquipmentQrService } from './ledger/equipment-qr.service';
import { EquipmentScanLinks } from './ledger/equipment-scan-links';
import { EquipmentQueryService } from './ledger/equipment-query.service';
import { EquipmentPushRoutes } from './equipment.events';
import { MarkerStates } from './ledger/marker-states';
import { EquipmentRowReader } from './transfer/equipment-row-reader';
import { EquipmentRules } from './ledger/equipment-rules';
import { EquipmentScope } from './equipment-scope.service';
import { EquipmentReferences } from './equipment-references';
import { EquipmentType } from './catalog/equipment-type.entity';
import { EquipmentTypeService } from './catalog/equipment-type.service';
import { IoCountController } from './io/io-count.controller';
import { NameLookup } from './name-lookup.service';
import { OsahDocument } from './basic/osah.entity';
import { OsahService } from './basic/osah.service';
import { Partner } from './basic/partner.entity';
import { PartnerService } from './basic/partner.service';
import { QrController } from './ledger/qr.controller';
import { menuEntries } from '@gengyun/core';
import { EQUIPMENT_MENU } from './equipment.permissions';

const entities = [Equipment, EquipmentType, EquipmentModel, AssetPosition, AssetAddress, Partner, OsahDocument, EquipmentIo, EquipmentIoItem, EquipmentCount, EquipmentCountItem];

/** Equipment ledger (issue #4): equipment, types, models, locations, addresses, partners, OSAH, io orders, counts, import/export, QR codes. */
@Module({
  imports: [TypeOrmModule.forFeature(entities), DictionaryModule, FilesModule, IdentityModule],
  controllers: [EquipmentController, QrController, CatalogController, BasicDataController, IoCountController],
  providers: [
    menuEntries(EQUIPMENT_MENU),
    // shared
    EquipmentScope, EquipmentReferences, NameLookup, EquipmentRules, EquipmentOptions, EquipmentOwners,
    // catalogue and basic data
    EquipmentTypeService, EquipmentModelService, PartnerService, AssetAddressService, AssetPositionService, OsahService,
    // ledger
    EquipmentService, EquipmentAuditRemarks, EquipmentQueryService, EquipmentIoService, EquipmentCountService, EquipmentQrService,
    MarkerStates, EquipmentScanLinks, EquipmentPushRoutes,
    // jobs
    EquipmentImportService, EquipmentRowReader, EquipmentExportService,
    EquipmentSeeder,
  ],
  exports: [EquipmentQueryService, EquipmentReferences, MarkerStates, EquipmentScanLinks, EquipmentSeeder],
})
export class EquipmentModule {}
