import { SERVICE_REQUEST_CHANNELS, SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '@gengyun/contracts';
import type { StatusOptions } from '@/components/StatusTag';

/** Waiting blue, converted green, rejected grey. */
const COLOURS: Record<ServiceRequestStatus, string> = { open: 'processing', converted: 'success', rejected: 'default' };

export const SERVICE_REQUEST_STATUS_TAGS: StatusOptions = Object.fromEntries(SERVICE_REQUEST_STATUSES.map((s) => [s, { labelKey: `serviceRequest.status.${s}`, color: COLOURS[s] }]));

export const SERVICE_REQUEST_CHANNEL_TAGS: StatusOptions = Object.fromEntries(
  SERVICE_REQUEST_CHANNELS.map((c) => [c, { labelKey: `serviceRequest.channel.${c}`, color: c === 'public' ? 'cyan' : 'default' }]),
);
