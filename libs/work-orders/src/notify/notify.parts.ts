import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderNotifier } from './work-order-notifier';
import { WorkOrderNoticePreference } from './work-order-notice-preference.entity';
import { WorkOrderNoticePreferencesService } from './work-order-notice-preferences.service';
import { WorkOrderNoticeController } from './work-order-notice.controller';

/** Messages to people about their orders, and which kinds each person receives. */
export const notifyParts: WorkOrderParts = {
  entities: [WorkOrderNoticePreference],
  providers: [WorkOrderNoticePreferencesService, WorkOrderNotifier],
  controllers: [WorkOrderNoticeController],
};
