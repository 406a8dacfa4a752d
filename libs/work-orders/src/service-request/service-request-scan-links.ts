import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EquipmentScanLinks } from '@gengyun/equipment';
import { PublicRequestService } from './public-request.service';

/** Makes the equipment's own QR code (its tab, the ledger's printed labels) open its public request page. */
@Injectable()
export class ServiceRequestScanLinks implements OnModuleInit {
  constructor(
    private readonly scanLinks: EquipmentScanLinks,
    private readonly publicPages: PublicRequestService,
  ) {}

  onModuleInit(): void {
    this.scanLinks.use((ctx, ids) => this.publicPages.addresses(ctx, ids));
  }
}
