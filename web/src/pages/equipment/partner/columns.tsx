import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { PartnerRow } from './partner.api';

export const partnerColumns = (): DataColumn<PartnerRow>[] => [
  textColumn<PartnerRow>({ key: 'name', titleKey: 'equipment.partner.fields.name', hideable: false }),
  textColumn<PartnerRow>({ key: 'contact', titleKey: 'equipment.partner.fields.contact' }),
  textColumn<PartnerRow>({ key: 'phone', titleKey: 'equipment.partner.fields.phone' }),
  textColumn<PartnerRow>({ key: 'address', titleKey: 'equipment.partner.fields.address' }),
  textColumn<PartnerRow>({ key: 'remark', titleKey: 'equipment.partner.fields.remark', defaultHidden: true }),
  dateColumn<PartnerRow>({ key: 'create_time', titleKey: 'equipment.partner.fields.createTime' }),
];
