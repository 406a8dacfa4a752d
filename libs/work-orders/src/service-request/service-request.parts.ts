import { menuEntries, settingsOfArea } from '@gengyun/core';
import type { WorkOrderParts } from '../work-orders.parts';
import { ServiceRequest, ServiceRequestLink, ServiceRequestSequence } from './service-request.entity';
import { ServiceRequestQueryService } from './service-request-query.service';
import { ServiceRequestService } from './service-request.service';
import { ServiceRequestEditService } from './service-request-edit.service';
import { PublicRequestService } from './public-request.service';
import { PublicRequestLookup } from './public-request-lookup.service';
import { PublicRequestEvaluation } from './public-request-evaluation';
import { PublicRequestSupplement } from './public-request-supplement';
import { ServiceRequestPhotos } from './service-request-photos';
import { ServiceRequestProgress } from './service-request-progress';
import { ServiceRequestOwners } from './service-request.owners';
import { SERVICE_REQUEST_MENU } from './service-request.permissions';
import { ServiceRequestEvents, ServiceRequestPushRoutes } from './service-request.events';
import { ServiceRequestExportService } from './service-request-export.service';
import { ServiceRequestBenchCard } from './service-request-bench-card';
import { ServiceRequestScanLinks } from './service-request-scan-links';
import { ServiceRequestController } from './service-request.controller';
import { PublicRequestController } from './public-request.controller';

/** What service requests add to the work-orders module (issue 13 item 3). */
export const serviceRequestParts: WorkOrderParts = {
  entities: [ServiceRequest, ServiceRequestSequence, ServiceRequestLink],
  providers: [
    menuEntries(SERVICE_REQUEST_MENU, 'menu.work'),
    settingsOfArea('serviceRequests'),
    ServiceRequestOwners,
    ServiceRequestQueryService,
    ServiceRequestService,
    ServiceRequestEditService,
    PublicRequestService,
    PublicRequestLookup,
    PublicRequestEvaluation,
    PublicRequestSupplement,
    ServiceRequestPhotos,
    ServiceRequestProgress,
    ServiceRequestEvents,
    ServiceRequestPushRoutes,
    ServiceRequestExportService,
    ServiceRequestBenchCard,
    ServiceRequestScanLinks,
  ],
  controllers: [ServiceRequestController, PublicRequestController],
};
