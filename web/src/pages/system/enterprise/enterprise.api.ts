import type { EnterpriseInfo, EnterpriseInfoRequest } from '@gengyun/contracts';
import { call } from '@/api/client';
import { links } from '@/api/file-download';
import { useActionMutation, useCallQuery } from '@/api/hooks';
import { siteSettingsKey } from '@/api/site-settings';
import type { UploadFn, UploadedFile } from '@/components/Upload';

export const enterpriseKeys = {
  all: ['enterprise'] as const,
  info: () => [...enterpriseKeys.all, 'info'] as const,
};

/** Logos are files of this business number attached to the enterprise id (server ENTERPRISE_BUSINESS_NO). */
export const ENTERPRISE_BUSINESS_NO = 'enterprise';

export type { EnterpriseInfo };
export type EnterpriseInput = EnterpriseInfoRequest;

/** Upload for the logo: POST /addFile (files, data_id, business_no); the answer is the new file id. */
export const uploadLogo: UploadFn = async (files, meta) => {
  const id = await call<number | number[]>('/addFile', { files, data_id: meta.data_id, business_no: ENTERPRISE_BUSINESS_NO });
  return Array.isArray(id) ? id[0] : id;
};

export const logoUrl = (id: number | string): string => links.image(id, ENTERPRISE_BUSINESS_NO);

/** The logo as the Upload list shows it (the file id of the last uploaded or the stored one). */
export const logoFiles = (id: number | null | undefined, name: string): UploadedFile[] => (id ? [{ id, name, size: 0 }] : []);

/** Body of /enterprise/update: trimmed texts and the logo's file id when one is set. */
export function enterprisePayload(values: Omit<EnterpriseInput, 'logo_file_id'>, logo: readonly UploadedFile[]): EnterpriseInput {
  const last = logo[logo.length - 1];
  const text = (value?: string): string | undefined => value?.trim() || undefined;
  return {
    name: values.name.trim(),
    address: text(values.address),
    contact: text(values.contact),
    phone: text(values.phone),
    email: text(values.email),
    logo_file_id: last ? Number(last.id) : undefined,
  };
}

export const useEnterpriseInfo = () => useCallQuery<EnterpriseInfo>(enterpriseKeys.info(), '/enterprise/info');

export const useUpdateEnterprise = (onDone: () => void) =>
  useActionMutation<EnterpriseInput & Record<string, unknown>, EnterpriseInfo>('/enterprise/update', { invalidate: [enterpriseKeys.all, siteSettingsKey], onSuccess: onDone });
