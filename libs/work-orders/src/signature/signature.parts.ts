import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderSignatures } from './work-order-signature.service';
import { WorkOrderSignatureController } from './work-order-signature.controller';

/** The on-screen signature; its rows are the record part's attachments (kind `signature`). */
export const signatureParts: WorkOrderParts = {
  entities: [],
  providers: [WorkOrderSignatures],
  controllers: [WorkOrderSignatureController],
};
