import { Permission, type MessageKey } from '@gengyun/contracts';
import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Tag } from 'antd';
import { useOptionsQuery } from '@/api/hooks';
import { useCan } from '@/app/permissions';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { nameOf } from '@/pages/equipment/common/options.api';
import { keyed, stockColumns } from '../stock/columns';
import { OwnedFiles } from '@/components/OwnedFiles';
import { PART_BUSINESS_NO, partKeys, usePartDetail, usePartStock } from './part.api';
import { useCostDisplay } from '../cost/cost-display';
import { PartQrCard } from './qr/PartQrCard';

/** /gengyun/bom/list/view?id=: one spare part (the fixed "spare part detail" entry) and where it is held. */
export function PartDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [query] = useSearchParams();
  const id = Number(query.get('id') ?? 0);
  const part = usePartDetail(id);
  const stock = usePartStock(id);
  const bomTypes = useOptionsQuery('bomType');
  const { partPrice, stockCost } = useCostDisplay();
  const columns = useMemo(() => stockColumns(false, stockCost), [stockCost]);
  const row = part.data;
  const label = (key: string) => t(`inventory.part.${key}` as MessageKey);

  return (
    <Card title={row ? `${row.spare_part_code} ${row.name}` : t('menu.bom.listView')} loading={part.isLoading} data-testid="part-detail-page">
      {row && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="part-detail">
          <Descriptions.Item label={label('code')}>{row.spare_part_code}</Descriptions.Item>
          <Descriptions.Item label={label('name')}>{row.name}</Descriptions.Item>
          <Descriptions.Item label={label('bomType')}>{nameOf(bomTypes.data)(row.bom_type)}</Descriptions.Item>
          <Descriptions.Item label={label('specification')}>{row.specification}</Descriptions.Item>
          <Descriptions.Item label={label('unit')}>{row.unit}</Descriptions.Item>
          {partPrice && <Descriptions.Item label={label('price')}>{row.price}</Descriptions.Item>}
          <Descriptions.Item label={label('safetyMin')}>{row.safety_stock_min}</Descriptions.Item>
          <Descriptions.Item label={label('safetyMax')}>{row.safety_stock_max}</Descriptions.Item>
          <Descriptions.Item label={label('batchTracking')}>{row.batch_tracking ? t('inventory.yes') : t('inventory.no')}</Descriptions.Item>
          <Descriptions.Item label={label('manufacturer')}>{row.manufacturer_name}</Descriptions.Item>
          <Descriptions.Item label={label('supplier')}>{row.supplier_name}</Descriptions.Item>
          <Descriptions.Item label={label('onHand')}>
            <span data-testid="part-on-hand">{row.on_hand}</span>{' '}
            {row.safety_stock_min !== null && row.on_hand < row.safety_stock_min && <Tag color="red">{label('belowMin')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={label('installedOn')} span={3}>
            {row.installed_on.map((e) => `${e.asset_code} ${e.asset_name}`).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={label('substitutes')} span={3}>
            <span data-testid="part-substitutes">{row.substitutes.map((p) => `${p.spare_part_code} ${p.name}`).join(', ')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={label('interchangeable')} span={3}>
            <span data-testid="part-interchangeable">{row.interchangeable.map((p) => `${p.spare_part_code} ${p.name}`).join(', ')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={label('remark')} span={3}>
            {row.remark}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Card type="inner" size="small" title={label('stock')} style={{ marginTop: 16 }}>
        <DataTable columns={columns} rows={keyed(stock.data?.rows)} primaryKey="key" loading={stock.isLoading} />
      </Card>
      {row && <PartQrCard part={row} />}
      {row && (
        <Card type="inner" size="small" title={label('files')} style={{ marginTop: 16 }}>
          <OwnedFiles
            businessNo={PART_BUSINESS_NO}
            dataId={row.id}
            queryKey={partKeys.files(row.id)}
            testIdPrefix="part"
            mayUpload={can(Permission.sparePart.edit) && can(Permission.file.upload)}
            mayDelete={can(Permission.sparePart.edit) && can(Permission.file.delete)}
          />
        </Card>
      )}
    </Card>
  );
}
