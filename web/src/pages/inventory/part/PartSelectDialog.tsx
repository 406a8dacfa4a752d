import { useMemo, useState, type ReactElement } from 'react';
import { Flex, Input, Modal } from 'antd';
import type { Key } from 'react';
import type { Page } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import type { SparePartRow } from './part.api';

export interface PartSelectDialogProps {
  open: boolean;
  /** spare_part_code values already chosen: their rows cannot be selected again (SPEC §5). */
  chosenCodes: readonly string[];
  onChoose: (rows: SparePartRow[]) => void;
  onClose: () => void;
}

const columns: DataColumn<SparePartRow>[] = [
  textColumn<SparePartRow>({ key: 'spare_part_code', titleKey: 'inventory.part.code', width: 150, hideable: false }),
  textColumn<SparePartRow>({ key: 'name', titleKey: 'inventory.part.name', width: 150, hideable: false }),
  textColumn<SparePartRow>({ key: 'specification', titleKey: 'inventory.part.specification', width: 140 }),
  textColumn<SparePartRow>({ key: 'unit', titleKey: 'inventory.part.unit', width: 70 }),
  textColumn<SparePartRow>({ key: 'on_hand', titleKey: 'inventory.part.onHand', width: 90 }),
];

/**
 * Chooses parts of the catalogue (a search, the first 50 matches, several at once). Rows whose spare_part_code is
 * already chosen are disabled through the DataTable's `alreadyHave`.
 */
export function PartSelectDialog({ open, chosenCodes, onChoose, onClose }: PartSelectDialogProps): ReactElement {
  const { t } = useT();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<{ keys: Key[]; rows: SparePartRow[] }>({ keys: [], rows: [] });
  const parts = useCallQuery<Page<SparePartRow>>(['sparePart', 'select', keyword], '/sparePart/pageList', { keyword: keyword || undefined, pageNumber: 1, pageSize: 50 }, { enabled: open });
  const chosen = useMemo(() => new Set(chosenCodes), [chosenCodes]);
  const close = () => {
    setPicked({ keys: [], rows: [] });
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('inventory.part.select')}
      onCancel={close}
      onOk={() => {
        onChoose(picked.rows.filter((row) => !chosen.has(row.spare_part_code)));
        close();
      }}
      okButtonProps={{ disabled: !picked.rows.length, ...({ 'data-testid': 'part-select-ok' } as Record<string, string>) }}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={8} data-testid="part-select">
        <Input.Search allowClear placeholder={t('inventory.part.code')} onSearch={(value) => setKeyword(value.trim())} data-testid="part-select-search" />
        <DataTable<SparePartRow>
          columns={columns}
          rows={parts.data?.rows ?? []}
          loading={parts.isFetching && !parts.data}
          selection={{ selectedRowKeys: picked.keys, onChange: (keys, rows) => setPicked({ keys, rows }) }}
          alreadyHave={chosenCodes}
          columnPicker={false}
          scrollY={360}
        />
      </Flex>
    </Modal>
  );
}
