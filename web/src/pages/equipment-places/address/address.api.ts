import type { AddressRequest, AddressRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

export const addressKeys = { all: ['assetAddress'] as const, list: () => [...addressKeys.all, 'list'] as const };

export type { AddressRow };
/** The body of /assetAddress/add, or /update with the id. */
export type AddressInput = AddressRequest & { id?: number };

export interface AddressFormValues {
  name: string;
  address: string;
  lng?: number | null;
  lat?: number | null;
  contact?: string | null;
  phone?: string | null;
  remark?: string | null;
}

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
const num = (value: number | null | undefined): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Body of /assetAddress/add|update: trimmed texts, blank optional fields left out. */
export const addressPayload = (values: AddressFormValues, id?: number): AddressInput => ({
  id,
  name: values.name.trim(),
  address: values.address.trim(),
  lng: num(values.lng),
  lat: num(values.lat),
  contact: text(values.contact),
  phone: text(values.phone),
  remark: text(values.remark),
});

export const useAddressPage = (params: PagedParams) => usePagedQuery<AddressRow>(addressKeys.list(), '/assetAddress/pageList', params);
export const useAddAddress = () => useActionMutation<AddressInput>('/assetAddress/add', { invalidate: [addressKeys.all] });
export const useUpdateAddress = () => useActionMutation<AddressInput>('/assetAddress/update', { invalidate: [addressKeys.all] });
export const useDeleteAddress = () => useActionMutation<{ id: number }>('/assetAddress/delete', { invalidate: [addressKeys.all] });
