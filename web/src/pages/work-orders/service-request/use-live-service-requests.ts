import { useSocketEvent } from '@/api/socket';
import { useLiveQueries } from '../live/use-live-queries';
import { serviceRequestKeys } from './service-request.api';

/** Keeps the request list and its details live: `serviceRequest.changed` (a request raised, converted or rejected). */
export function useLiveServiceRequests(): void {
  useSocketEvent('serviceRequest.changed', useLiveQueries(serviceRequestKeys.all));
}
