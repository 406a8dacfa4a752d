import type { ServiceRequestStatus } from '../enums/work-orders-service-requests';

/** `/serviceRequest/add`: raised by a member of staff; photos uploaded first under `serviceRequest` (no data id). */
export type ServiceRequestAddRequest = {
  title: string;
  description?: string;
  equipment_id?: number | null;
  location_id?: number | null;
  photo_ids?: number[];
};

/** `/serviceRequest/convert`: the order's own fields; its title, description, photos, equipment and location come from the request. */
export type ServiceRequestConvertRequest = {
  id: number;
  version: number;
  type_id: number;
  priority: number;
  person_in_charge_id: number;
  pool_id?: number | null;
  handler_ids?: number[];
  due_time?: string;
  custom_fields?: Record<string, unknown>;
};

/**
 * `/serviceRequest/edit`: an open request's text and photos at the version read (its place stays). New photos are
 * uploaded first under `serviceRequest` without a data id, as for `add`; removed ones must be the request's own.
 */
export type ServiceRequestEditRequest = {
  id: number;
  version: number;
  title: string;
  description?: string | null;
  add_photo_ids?: number[];
  remove_photo_ids?: number[];
};

/** `/serviceRequest/reject`: a reason is required. */
export type ServiceRequestRejectRequest = { id: number; version: number; reason: string };

/** `/serviceRequest/pageList` filters. */
export type ServiceRequestPageRequest = {
  pageNumber?: number;
  pageSize?: number;
  keyword?: string;
  status?: ServiceRequestStatus[];
  equipment_id?: number;
  location_id?: number;
};

/** `/serviceRequest/publicLink`: the public request page of a piece of equipment (created on first ask). */
export type ServiceRequestLinkRequest = { equipment_id: number };

/** `/public/serviceRequest/equipment`: what the QR code's page shows. */
export type PublicEquipmentRequest = { link: string };

/** `/public/serviceRequest/add` (multipart: these fields and up to six photos as `files`). */
export type PublicServiceRequestAddRequest = {
  link: string;
  title: string;
  description?: string;
  requester_name: string;
  requester_phone?: string;
};

/** `/public/serviceRequest/progress`: a public requester follows their request by its number and the phone they left. */
export type PublicServiceRequestProgressRequest = { link: string; code: string; phone: string };
/** `/public/serviceRequest/evaluate`: the requester scores the finished work of their request (once), found as for progress. */
export type PublicServiceRequestEvaluateRequest = PublicServiceRequestProgressRequest & { score: number; comment?: string };
/**
 * `/public/serviceRequest/supplement` (multipart: these fields and up to six photos as `files`): the requester of an
 * open public request, found as for its progress, adds photos and/or a note appended to its description.
 */
export type PublicServiceRequestSupplementRequest = PublicServiceRequestProgressRequest & { addition?: string };
