import { Injectable } from '@nestjs/common';
import type { AuthContext } from '@gengyun/core';

/** An area's addresses for equipment QR codes: those of `ids` it serves. */
export type ScanLinkSource = (ctx: AuthContext, ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;

/**
 * What the equipment's QR code (its tab and the printed labels) opens for whoever scans it. Registered from the work
 * orders' service requests (equipment is below them and imports nothing of theirs): the equipment's scan address,
 * which opens its public request page or its page here as the enterprise's switch stands when scanned. Ids this does
 * not answer keep the equipment's page in the back office.
 * The caller has already checked each id is equipment it may see.
 */
@Injectable()
export class EquipmentScanLinks {
  private source?: ScanLinkSource;

  use(source: ScanLinkSource): void {
    this.source = source;
  }

  of(ctx: AuthContext, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
    return this.source && ids.length ? this.source(ctx, ids) : Promise.resolve(new Map());
  }
}
