import { useMemo, type ReactElement } from 'react';
import { Permission, type EquipmentPartRow } from '@gengyun/contracts';
import { Tag } from 'antd';
import { useCan } from '@/app/permissions';
import { DataTable, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { useEquipmentParts } from '../part/part.api';

/** The equipment detail's parts list: parts installed on it and parts suitable for its type, with their on-hand. */
export function EquipmentPartsTab({ equipmentId }: { equipmentId: number }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const allowed = can(Permission.sparePart.list) || can(Permission.stock.list);
  const parts = useEquipmentParts(equipmentId, allowed);
  const columns = useMemo<DataColumn<EquipmentPartRow>[]>(
    () => [
      linkColumn<EquipmentPartRow>({ key: 'spare_part_code', titleKey: 'inventory.part.code', route: 'bom/list/view', width: 150, hideable: false }),
      textColumn<EquipmentPartRow>({ key: 'name', titleKey: 'inventory.part.name', width: 160 }),
      textColumn<EquipmentPartRow>({ key: 'specification', titleKey: 'inventory.part.specification', width: 160 }),
      textColumn<EquipmentPartRow>({
        key: 'installed',
        titleKey: 'inventory.equipment.relation',
        width: 160,
        format: (_value, row) => (
          <>
            {row.installed && <Tag color="blue">{t('inventory.equipment.installed')}</Tag>}
            {row.suitable && <Tag>{t('inventory.equipment.suitable')}</Tag>}
          </>
        ),
      }),
      textColumn<EquipmentPartRow>({ key: 'on_hand', titleKey: 'inventory.part.onHand', width: 100 }),
      textColumn<EquipmentPartRow>({ key: 'unit', titleKey: 'inventory.part.unit', width: 80 }),
    ],
    [t],
  );
  if (!allowed) return <EmptyState descriptionKey="common.errors.noPermission" />;
  return <DataTable<EquipmentPartRow> columns={columns} rows={parts.data ?? []} loading={parts.isLoading} tableProps={{ locale: { emptyText: t('inventory.equipment.none') } }} />;
}
