import { Inventory1795757000000 } from './1795757000000-Inventory';
import { SafetyAlert1795760873000 } from './1795760873000-SafetyAlert';
import { Requisitions1795800000000 } from './1795800000000-Requisitions';
import { Stocktake1795810000000 } from './1795810000000-Stocktake';
import { StocktakeBlind1795860000000 } from './1795860000000-StocktakeBlind';
import { RequisitionLineApproval1795861000000 } from './1795861000000-RequisitionLineApproval';
import { StockReceipt1795920000000 } from './1795920000000-StockReceipt';
import { ReceiptExpectedDate1795950000000 } from './1795950000000-ReceiptExpectedDate';
import { PartOrder1796016000000 } from './1796016000000-PartOrder';
import { ReceiptLineOrder1796017000000 } from './1796017000000-ReceiptLineOrder';

/** Migrations of the inventory area, oldest first. */
export const inventoryMigrations = [Inventory1795757000000, SafetyAlert1795760873000, Requisitions1795800000000, Stocktake1795810000000, StocktakeBlind1795860000000, RequisitionLineApproval1795861000000, StockReceipt1795920000000, ReceiptExpectedDate1795950000000, PartOrder1796016000000, ReceiptLineOrder1796017000000];
