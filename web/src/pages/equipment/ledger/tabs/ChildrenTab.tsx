import type { ReactElement } from 'react';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DataTable, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { equipmentColumns } from '../columns';
import { useEquipmentChildren, type EquipmentRow } from '../equipment.api';

export interface ChildrenTabProps {
  equipment: EquipmentRow;
  mayAdd: boolean;
}

/** Sub-equipment (rows whose parent is this one); a new child starts in the parent's location. */
export function ChildrenTab({ equipment, mayAdd }: ChildrenTabProps): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const children = useEquipmentChildren(equipment.id);
  const columns = equipmentColumns(true).filter((column) => !['parent_name', 'create_time'].includes(column.key));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {mayAdd && (
        <Button type="primary" onClick={() => void navigate(`${routePath('eqpt/list/add')}?parent_id=${equipment.id}`)} data-testid="eqpt-add-child">
          {t('equipment.ledger.addChild')}
        </Button>
      )}
      <DataTable<EquipmentRow> columns={columns} rows={children.data ?? []} loading={children.isFetching} showIndex columnPicker={false} />
    </Space>
  );
}
