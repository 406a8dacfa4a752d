import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import { REGISTRATION_STATUS } from '@/pages/identity/registration/columns';
import type { CompanyRegistrationRow } from './company-registration.api';

const KIND: StatusOptions = {
  false: { labelKey: 'platform.registration.kind.new', color: 'processing' },
  true: { labelKey: 'platform.registration.kind.claim', color: 'purple' },
};

export const companyRegistrationColumns = (): DataColumn<CompanyRegistrationRow>[] => [
  textColumn<CompanyRegistrationRow>({ key: 'enterprise_name', titleKey: 'platform.tenant.fields.name', hideable: false }),
  textColumn<CompanyRegistrationRow>({ key: 'enterprise_code', titleKey: 'platform.tenant.fields.code' }),
  enumColumn<CompanyRegistrationRow>({ key: 'claim', titleKey: 'platform.registration.fields.kind', options: KIND }),
  textColumn<CompanyRegistrationRow>({ key: 'account', titleKey: 'identity.user.fields.account' }),
  textColumn<CompanyRegistrationRow>({ key: 'name', titleKey: 'platform.registration.fields.applicant' }),
  textColumn<CompanyRegistrationRow>({ key: 'phone', titleKey: 'identity.user.fields.phone' }),
  textColumn<CompanyRegistrationRow>({ key: 'job_no', titleKey: 'identity.user.fields.jobNo', defaultHidden: true }),
  enumColumn<CompanyRegistrationRow>({ key: 'status', titleKey: 'identity.registration.fields.status', options: REGISTRATION_STATUS }),
  textColumn<CompanyRegistrationRow>({ key: 'reason', titleKey: 'platform.registration.fields.reason' }),
  dateColumn<CompanyRegistrationRow>({ key: 'create_time', titleKey: 'identity.registration.fields.createTime' }),
  dateColumn<CompanyRegistrationRow>({ key: 'handle_time', titleKey: 'identity.registration.fields.handleTime', defaultHidden: true }),
];
