import type { PartnerRequest, PartnerRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

/** Manufacturers (`/manufacturer/*`) and suppliers (`/supplier/*`) share one shape. */
export const PARTNER_KINDS = ['manufacturer', 'supplier'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export type { PartnerRow };
export type PartnerInput = PartnerRequest;

export const partnerKeys = {
  all: ['equipment', 'partner'] as const,
  list: (kind: PartnerKind) => ['equipment', 'partner', kind, 'list'] as const,
};

const trim = (text?: string): string | undefined => text?.trim() || undefined;
export const partnerBody = (values: PartnerInput, id?: number): Record<string, unknown> => ({
  name: values.name.trim(),
  contact: trim(values.contact),
  phone: trim(values.phone),
  address: trim(values.address),
  remark: trim(values.remark),
  ...(id ? { id } : {}),
});

export const usePartnerPage = (kind: PartnerKind, params: PagedParams) => usePagedQuery<PartnerRow>(partnerKeys.list(kind), `/${kind}/pageList`, params);

/** Partner changes also change the ledger's manufacturer/supplier option lists. */
export const useSavePartner = (kind: PartnerKind, onSuccess?: () => void) => {
  const invalidate = [partnerKeys.list(kind), ['options', kind]];
  return {
    add: useActionMutation<Record<string, unknown>>(`/${kind}/add`, { invalidate, onSuccess }),
    update: useActionMutation<Record<string, unknown>>(`/${kind}/update`, { invalidate, onSuccess }),
  };
};
export const useDeletePartner = (kind: PartnerKind) => useActionMutation<{ id: number }>(`/${kind}/delete`, { invalidate: [partnerKeys.list(kind), ['options', kind]] });
