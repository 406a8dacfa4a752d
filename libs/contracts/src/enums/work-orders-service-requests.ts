/** Where a service request stands (issue 13 item 3): waiting for a dispatcher, turned into a work order, or refused. */
export const SERVICE_REQUEST_STATUSES = ['open', 'converted', 'rejected'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Who raised it: a member of staff in the back office, or anyone through an equipment's public request page. */
export const SERVICE_REQUEST_CHANNELS = ['staff', 'public'] as const;
export type ServiceRequestChannel = (typeof SERVICE_REQUEST_CHANNELS)[number];

/** The file business number service-request photos are uploaded under. */
export const SERVICE_REQUEST_BUSINESS_NO = 'serviceRequest';

/** The public request page of a piece of equipment: what its printed QR code opens (the token is unguessable). */
export const PUBLIC_REQUEST_PATH = '/public/request';
/**
 * What an equipment's printed QR codes encode (`/public/scan?link=<token>`): the server decides when it is scanned — the
 * public request page while the enterprise takes requests there, else the equipment's page in the back office.
 */
export const PUBLIC_SCAN_PATH = '/public/scan';
/** A public link token: 32 hexadecimal characters (128 random bits). */
export const PUBLIC_REQUEST_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** A Chinese mainland mobile number, or an international one with `+` (7–15 digits). */
export const REQUESTER_PHONE_PATTERN = /^(1[3-9]\d{9}|\+\d{7,15})$/;

/** Limits of the request forms and of the public page. */
export const SERVICE_REQUEST_LIMITS = {
  title: 100,
  description: 2000,
  reason: 500,
  requesterName: 50,
  /** What a public requester adds to the description of their open request (`/public/serviceRequest/supplement`). */
  addition: 500,
  /** Photos with one request (staff and public). */
  photos: 6,
  /** Public page: requests per client address per minute, and answers of the equipment view. */
  publicAddsPerMinute: 5,
  publicViewsPerMinute: 60,
  /** Public page: progress look-ups per client address per minute (a number and a phone are guessed slowly). */
  publicLookupsPerMinute: 10,
  /** Public page: additions (photos, a note) to an open request per client address per minute, like sending one. */
  publicSupplementsPerMinute: 5,
  /** Public page: evaluations sent per client address per minute. */
  publicEvaluationsPerMinute: 5,
  /** Public page: requests per piece of equipment per hour, whoever sends them. */
  publicPerEquipmentPerHour: 10,
} as const;
