import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictionaryModule } from '@gengyun/dictionary';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { AssetAddress } from './asset-address.entity';
import { AssetAddressService } from './asset-address.service';
import { AssetPosition } from './asset-position.entity';
import { AssetPositionService } from './asset-position.service';
import { BasicDataController } from './basic-data.controller';
import { CatalogController } from './catalog.controller';
import { Equipment } from './equipment.entity';
import { EquipmentController } from './equipment.controller';
import { EquipmentAuditRemarks } from './equipment-audit';
import { EquipmentSeeder } from './equipment.seeder';
import { EquipmentService } from './equipment.service';
import { EquipmentCount, EquipmentCountItem } from './equipment-count.entity';
import { EquipmentCountService } from './equipment-count.service';
import { EquipmentExportService } from './equipment-export.service';
import { EquipmentFiles } from './equipment-files';
import { EquipmentImportService } from './equipment-import.service';
import { EquipmentIo, EquipmentIoItem } from './equipment-io.entity';
import { EquipmentIoService } from './equipment-io.service';
import { EquipmentModel } from './equipment-model.entity';
import { EquipmentModelService } from './equipment-model.service';
import { EquipmentOptions } from './equipment-options';
import { EquipmentQrService } from './equipment-qr.service';
import { EquipmentQueryService } from './equipment-query.service';
import { EquipmentRowReader } from './equipment-row-reader';
import { EquipmentRules } from './equipment-rules';
import { EquipmentScope } from './equipment-scope.service';
import { EquipmentReferences } from './equipment-references';
import { EquipmentType } from './equipment-type.entity';
import { EquipmentTypeService } from './equipment-type.service';
import { ImportExportTask } from './import-export-task.entity';
import { ImportExportTaskService } from './import-export-task.service';
import { IoCountController } from './io-count.controller';
import { NameLookup } from './name-lookup.service';
import { OsahDocument } from './osah.entity';
import { OsahService } from './osah.service';
import { Partner } from './partner.entity';
import { PartnerService } from './partner.service';
import { QrController } from './qr.controller';
import { menuEntries } from '@gengyun/core';
import { EQUIPMENT_MENU } from './equipment.permissions';

const entities = [Equipment, EquipmentType, EquipmentModel, AssetPosition, AssetAddress, Partner, OsahDocument, EquipmentIo, EquipmentIoItem, EquipmentCount, EquipmentCountItem, ImportExportTask];

/** Equipment ledger (issue #4): equipment, types, models, locations, addresses, partners, OSAH, io orders, counts, import/export, QR codes. */
@Module({
  imports: [TypeOrmModule.forFeature(entities), DictionaryModule, FilesModule, IdentityModule],
  controllers: [EquipmentController, QrController, CatalogController, BasicDataController, IoCountController],
  providers: [
    menuEntries(EQUIPMENT_MENU),
    // shared
    EquipmentScope, EquipmentReferences, NameLookup, EquipmentRules, EquipmentOptions, EquipmentFiles, ImportExportTaskService,
    // catalogue and basic data
    EquipmentTypeService, EquipmentModelService, PartnerService, AssetAddressService, AssetPositionService, OsahService,
    // ledger
    EquipmentService, EquipmentAuditRemarks, EquipmentQueryService, EquipmentIoService, EquipmentCountService, EquipmentQrService,
    // jobs
    EquipmentImportService, EquipmentRowReader, EquipmentExportService,
    EquipmentSeeder,
  ],
  exports: [EquipmentQueryService, EquipmentReferences, EquipmentSeeder],
})
export class EquipmentModule {}
