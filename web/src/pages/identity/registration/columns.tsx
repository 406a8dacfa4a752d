import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { RegistrationRow } from './registration.api';

export const REGISTRATION_STATUS: StatusOptions = {
  pending: { labelKey: 'identity.registration.status.pending', color: 'processing' },
  approved: { labelKey: 'identity.registration.status.approved', color: 'success' },
  rejected: { labelKey: 'identity.registration.status.rejected', color: 'error' },
};

export const registrationColumns = (): DataColumn<RegistrationRow>[] => [
  textColumn<RegistrationRow>({ key: 'account', titleKey: 'identity.user.fields.account', hideable: false }),
  textColumn<RegistrationRow>({ key: 'name', titleKey: 'identity.user.fields.name' }),
  textColumn<RegistrationRow>({ key: 'phone', titleKey: 'identity.user.fields.phone' }),
  enumColumn<RegistrationRow>({ key: 'status', titleKey: 'identity.registration.fields.status', options: REGISTRATION_STATUS }),
  dateColumn<RegistrationRow>({ key: 'create_time', titleKey: 'identity.registration.fields.createTime' }),
  dateColumn<RegistrationRow>({ key: 'handle_time', titleKey: 'identity.registration.fields.handleTime' }),
];
