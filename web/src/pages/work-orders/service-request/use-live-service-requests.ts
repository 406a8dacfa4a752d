import { useLiveQueries } from '../live/use-live-queries';
import { serviceRequestKeys } from './service-request.api';

/** Keeps the request list and its details live: `serviceRequest.changed` (a request raised, converted or rejected). */
export function useLiveServiceRequests(): void {
  useLiveQueries('serviceRequest.changed', serviceRequestKeys.all);
}
