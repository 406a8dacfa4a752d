import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicEquipment, PublicServiceRequestAdded } from '@gengyun/contracts';
import { call } from '@/api/client';

export interface PublicRequestInput {
  title: string;
  description?: string;
  requester_name: string;
  requester_phone?: string;
}

/** What the QR code's page shows; a bad link's refusal is shown on the page, not as a toast. */
export const usePublicEquipment = (link: string) =>
  useQuery({
    queryKey: ['publicRequest', 'equipment', link],
    queryFn: ({ signal }) => call<PublicEquipment>('/public/serviceRequest/equipment', { link }, { noLoading: true, silent: true, signal }),
    retry: false,
  });

/** Sends the request with its photos in one multipart post (the server checks each picture). */
export const useSendPublicRequest = (link: string, onSent: (code: string) => void) =>
  useMutation({
    mutationFn: ({ values, photos }: { values: PublicRequestInput; photos: readonly File[] }) => {
      const data = new FormData();
      data.append('link', link);
      for (const [name, value] of Object.entries(values)) if (typeof value === 'string' && value.trim()) data.append(name, value.trim());
      for (const photo of photos) data.append('files', photo, photo.name);
      return call<PublicServiceRequestAdded>('/public/serviceRequest/add', data, { silent: true });
    },
    onSuccess: (added) => onSent(added.code),
  });
