import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Descriptions, Drawer, Input, Modal, Select, Space, Typography } from 'antd';
import { ChooseDialog } from '@/components/ChooseDialog';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { fetchEquipmentPage, type EquipmentRow } from '../common/places.api';
import { equipmentColumns } from '../io/columns';
import { COUNT_RESULT_OPTIONS, COUNT_STATE_OPTIONS } from './columns';
import { extraNames, finishGate, mayEditCount, resultChoices, unprocessedOf } from './count-rules';
import { useAddCountItems, useCountDetail, useUpdateCountItem, type CountItem } from './count.api';
import { FinishCountButton } from './FinishCountButton';

/** A count's rows: mark found / missing / extra, add equipment of the location or named extras, finish. */
export function CountDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const detail = useCountDetail(id);
  const updateItem = useUpdateCountItem();
  const addItems = useAddCountItems();
  const [choosing, setChoosing] = useState(false);
  const [extraOpen, setExtraOpen] = useState(false);
  const [extraText, setExtraText] = useState('');
  const count = detail.data;
  const items = count?.items ?? [];
  const editable = count ? mayEditCount(count.state, can) : false;
  const gate = count ? finishGate(count.state, can, items) : { visible: false, warning: 0 };
  const pending = unprocessedOf(items);

  const columns = useMemo<DataColumn<CountItem>[]>(
    () => [
      textColumn<CountItem>({ key: 'asset_code', titleKey: 'equipmentPlaces.io.fields.assetCode', width: 120, format: (_v, row) => row.equipment?.asset_code ?? '' }),
      textColumn<CountItem>({ key: 'name', titleKey: 'equipmentPlaces.count.fields.itemName', width: 160, format: (_v, row) => row.equipment?.asset_name ?? row.name ?? '' }),
      textColumn<CountItem>({ key: 'position', titleKey: 'equipmentPlaces.io.fields.fromPosition', width: 120, format: (_v, row) => row.equipment?.position_name ?? '' }),
      {
        ...textColumn<CountItem>({ key: 'result', titleKey: 'equipmentPlaces.count.fields.result', width: 150 }),
        render: (_v: unknown, row: CountItem) =>
          editable ? (
            <Select<number>
              size="small"
              style={{ width: 120 }}
              data-testid={`count-item-result-${row.id}`}
              value={row.result || undefined}
              placeholder={t('equipmentPlaces.count.result.0')}
              options={resultChoices(row).map((r) => ({ value: r, label: t(`equipmentPlaces.count.result.${r as 1 | 2 | 3}`) }))}
              onChange={(result) => updateItem.mutate({ id: row.id, result })}
            />
          ) : (
            <StatusTag value={row.result} options={COUNT_RESULT_OPTIONS} />
          ),
      },
    ],
    [editable, t, updateItem],
  );

  const addEquipment = (rows: EquipmentRow[]): void => {
    if (!count) return;
    addItems.mutate({ id: count.id, equipment_ids: rows.map((r) => r.id) }, { onSuccess: () => setChoosing(false) });
  };
  const addExtras = (): void => {
    const names = extraNames(extraText);
    if (!count || !names.length) return;
    addItems.mutate({ id: count.id, extra_names: names }, { onSuccess: () => (setExtraOpen(false), setExtraText('')) });
  };

  return (
    <Drawer open={id !== null} size={900} title={t('equipmentPlaces.count.detailTitle', [count?.code ?? ''])} onClose={onClose} data-testid="count-detail">
      {count && (
        <>
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('equipmentPlaces.count.fields.position')}>{count.position_name ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.count.fields.date')}>{count.count_date}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.count.fields.state')}>
              <StatusTag value={count.state} options={COUNT_STATE_OPTIONS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.count.progress', [items.length - pending, items.length])}>{count.remark ?? ''}</Descriptions.Item>
          </Descriptions>
          {gate.warning > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('equipmentPlaces.count.unprocessedHint', [gate.warning])} data-testid="count-unprocessed" />}
          <Space style={{ marginBottom: 12 }}>
            {editable && (
              <Button data-testid="count-add-equipment" onClick={() => setChoosing(true)}>
                {t('equipmentPlaces.count.actions.addEquipment')}
              </Button>
            )}
            {editable && (
              <Button data-testid="count-add-extra" onClick={() => setExtraOpen(true)}>
                {t('equipmentPlaces.count.actions.addExtra')}
              </Button>
            )}
            {gate.visible && <FinishCountButton id={count.id} code={count.code} testId={`count-detail-finish-${count.id}`} />}
          </Space>
          <DataTable<CountItem> showIndex columns={columns} rows={items} columnPicker={false} />
          <ChooseDialog<EquipmentRow>
            open={choosing}
            nameKey="equipmentPlaces.io.fields.equipment"
            fetcher={fetchEquipmentPage}
            extras={{ position_id: count.position_id }}
            columns={equipmentColumns()}
            multiple
            max={100}
            onConfirm={addEquipment}
            onCancel={() => setChoosing(false)}
          />
          <Modal
            open={extraOpen}
            title={t('equipmentPlaces.count.actions.addExtra')}
            okText={t('common.buttons.save')}
            cancelText={t('common.buttons.cancel')}
            okButtonProps={testIdProps('count-extra-submit', { disabled: extraNames(extraText).length === 0, loading: addItems.isPending })}
            onOk={addExtras}
            onCancel={() => setExtraOpen(false)}
          >
            <Typography.Paragraph>{t('equipmentPlaces.count.extraNames')}</Typography.Paragraph>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} value={extraText} onChange={(e) => setExtraText(e.target.value)} data-testid="count-extra-names" />
          </Modal>
        </>
      )}
    </Drawer>
  );
}
