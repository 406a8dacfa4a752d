import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { AddressRow } from './address.api';

export function addressColumns(): DataColumn<AddressRow>[] {
  return [
    textColumn<AddressRow>({ key: 'name', titleKey: 'equipmentPlaces.address.fields.name', width: 180, hideable: false, align: 'left' }),
    textColumn<AddressRow>({ key: 'address', titleKey: 'equipmentPlaces.address.fields.address', width: 260, align: 'left' }),
    textColumn<AddressRow>({ key: 'contact', titleKey: 'equipmentPlaces.address.fields.contact', width: 110 }),
    textColumn<AddressRow>({ key: 'phone', titleKey: 'equipmentPlaces.address.fields.phone', width: 140 }),
    textColumn<AddressRow>({ key: 'lng', titleKey: 'equipmentPlaces.common.lng', width: 110, defaultHidden: true }),
    textColumn<AddressRow>({ key: 'lat', titleKey: 'equipmentPlaces.common.lat', width: 110, defaultHidden: true }),
    textColumn<AddressRow>({ key: 'remark', titleKey: 'equipmentPlaces.common.remark', width: 180 }),
    dateColumn<AddressRow>({ key: 'create_time', titleKey: 'equipmentPlaces.common.createTime' }),
  ];
}
