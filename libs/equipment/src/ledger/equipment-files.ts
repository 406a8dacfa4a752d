import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { FileBusinessRegistry } from '@gengyun/files';
import { BIZ } from '../equipment.constants';
import { EquipmentExportService } from '../transfer/equipment-export.service';
import { EquipmentRules } from './equipment-rules';

/**
 * What the files area needs to know about this area: photos and documents of an equipment are reachable only
 * while the equipment is (enterprise, location and type scopes), and finished exports download via `/exportFile`.
 */
@Injectable()
export class EquipmentFiles implements OnModuleInit {
  constructor(
    private readonly registry: FileBusinessRegistry,
    private readonly rules: EquipmentRules,
    private readonly exports: EquipmentExportService,
  ) {}

  onModuleInit(): void {
    this.registry.registerOwner(BIZ.equipment, async (ctx, id) => {
      await this.rules.find(ctx, id);
    });
    this.registry.registerSource(BIZ.exportTask, { permission: P.equipment.export, open: (ctx, id) => this.exports.open(ctx, id) });
  }
}
