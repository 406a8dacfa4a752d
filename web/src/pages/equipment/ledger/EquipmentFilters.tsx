import type { ReactElement } from 'react';
import { Select, TreeSelect } from 'antd';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '../common/options.api';
import type { EquipmentFilters as Filters } from './equipment.api';
import { RUNNING_VALUES, STATUS_VALUES, runningLabel, statusLabel } from './equipment-rules';

export interface EquipmentFiltersProps {
  value: Filters;
  onChange: (filters: Partial<Filters>) => void;
}

/** The ledger's extra filters: type (subtree), model (of the type), location (subtree), status, running status. */
export function EquipmentFilters({ value, onChange }: EquipmentFiltersProps): ReactElement {
  const { t } = useT();
  const options = useEquipmentOptions(value.type_id);
  return (
    <>
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        style={{ width: 180 }}
        value={value.type_id}
        treeData={options.typeTree}
        treeDefaultExpandAll
        placeholder={t('equipment.ledger.filters.type')}
        onChange={(type_id?: number) => onChange({ type_id, model_id: undefined })}
        data-testid="eqpt-filter-type"
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 180 }}
        value={value.model_id}
        options={selectOptions(options.models.data)}
        placeholder={t('equipment.ledger.filters.model')}
        onChange={(model_id?: number) => onChange({ model_id })}
        data-testid="eqpt-filter-model"
      />
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        style={{ width: 180 }}
        value={value.position_id}
        treeData={options.positionTree}
        treeDefaultExpandAll
        placeholder={t('equipment.ledger.filters.position')}
        onChange={(position_id?: number) => onChange({ position_id })}
        data-testid="eqpt-filter-position"
      />
      <Select
        allowClear
        style={{ width: 130 }}
        value={value.status}
        options={STATUS_VALUES.map((status) => ({ value: status, label: t(statusLabel(status)) }))}
        placeholder={t('equipment.ledger.filters.status')}
        onChange={(status?: number) => onChange({ status })}
        data-testid="eqpt-filter-status"
      />
      <Select
        allowClear
        style={{ width: 130 }}
        value={value.running_status_id}
        options={RUNNING_VALUES.map((running) => ({ value: running, label: t(runningLabel(running)) }))}
        placeholder={t('equipment.ledger.filters.runningStatus')}
        onChange={(running_status_id?: number) => onChange({ running_status_id })}
        data-testid="eqpt-filter-running"
      />
    </>
  );
}
