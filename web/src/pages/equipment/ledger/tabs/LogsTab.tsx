import { useState, type ReactElement } from 'react';
import { DEFAULT_PAGE_SIZE } from '@gengyun/contracts';
import { DataTable, dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { useT, type TFunction } from '@/i18n/t';
import { useEquipmentLogs, type EquipmentLog } from '../equipment.api';
import { remarkText } from '../equipment-rules';

const logColumns = (t: TFunction): DataColumn<EquipmentLog>[] => [
  dateColumn<EquipmentLog>({ key: 'create_time', titleKey: 'equipment.ledger.logs.time' }),
  textColumn<EquipmentLog>({ key: 'create_user_name', titleKey: 'equipment.ledger.logs.user', width: 140 }),
  textColumn<EquipmentLog>({ key: 'remark', titleKey: 'equipment.ledger.logs.text', ellipsis: false, format: (_value, row) => remarkText(t, row.remark, row.text ?? '') }),
];

/** The audit log of the equipment: time, user and the remark keys translated into the current language. */
export function LogsTab({ equipmentId }: { equipmentId: number }): ReactElement {
  const { t } = useT();
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const logs = useEquipmentLogs(equipmentId, paging);
  return (
    <div data-testid="eqpt-logs">
      <DataTable<EquipmentLog>
        primaryKey="__key"
        columns={logColumns(t)}
        rows={(logs.data?.rows ?? []).map((row, index) => ({ ...row, __key: `${paging.pageNumber}-${index}` }))}
        loading={logs.isFetching}
        columnPicker={false}
        paging={{ ...paging, total: logs.data?.total ?? 0, onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }) }}
      />
    </div>
  );
}
