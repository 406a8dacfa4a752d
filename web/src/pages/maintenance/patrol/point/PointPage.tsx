import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Modal, Space, Typography } from 'antd';
import { PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT, type TFunction } from '@/i18n/t';
import { pointQrLink, useDeletePoint, usePointPage, type PatrolPointRow } from '../patrol.api';
import { TransferSheetButtons } from '../../transfer/TransferSheetButtons';
import { PointFormDrawer } from './PointFormDrawer';

const columns = (t: TFunction): DataColumn<PatrolPointRow>[] => [
  textColumn<PatrolPointRow>({ key: 'name', titleKey: 'maintenance.patrol.fields.name', width: 200, hideable: false }),
  textColumn<PatrolPointRow>({ key: 'qr_content', titleKey: 'maintenance.patrol.fields.qr', width: 180 }),
  textColumn<PatrolPointRow>({ key: 'nfc_tag_id', titleKey: 'maintenance.patrol.fields.nfc', width: 140 }),
  textColumn<PatrolPointRow>({ key: 'latitude', titleKey: 'maintenance.patrol.fields.latitude', width: 190, format: (_v, row) => `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)} ±${row.range_m}m` }),
  textColumn<PatrolPointRow>({ key: 'window_start', titleKey: 'maintenance.patrol.fields.windowStart', width: 130, format: (_v, row) => (row.window_start ? `${row.window_start}–${row.window_end}` : '') }),
  textColumn<PatrolPointRow>({ key: 'allow_manual_check_in', titleKey: 'maintenance.patrol.fields.allowManual', width: 150, format: (value) => (value ? t('maintenance.patrol.method.manual') : '') }),
];

type Open = { kind: 'form'; row?: PatrolPointRow } | { kind: 'qr'; row: PatrolPointRow } | null;

/** /gengyun/patrol/point: inspection points; add and edit, print a point's QR label. */
export function PointPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.patrol.edit);
  const search = useSearchHelper();
  const list = usePointPage(search.params);
  const remove = useDeletePoint();
  const [open, setOpen] = useState<Open>(null);
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Card title={t('menu.patrol.point')} data-testid="patrol-point-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="maintenance.patrol.point.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          <Space wrap>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'form' })} data-testid="patrol-point-add">
                {t('common.buttons.add')}
              </Button>
            )}
            <TransferSheetButtons resource="patrolPoint" />
          </Space>
        }
      />
      <DataTable<PatrolPointRow>
        showIndex
        columns={cols}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions prefix="patrol-point" id={row.id} canEdit={canEdit} onEdit={() => setOpen({ kind: 'form', row })} onDelete={canEdit ? () => remove.mutateAsync({ id: row.id }) : undefined}>
            <Button type="link" size="small" icon={<QrcodeOutlined />} onClick={() => setOpen({ kind: 'qr', row })} data-testid={`patrol-point-qr-${row.id}`}>
              {t('maintenance.patrol.point.qrLabel')}
            </Button>
          </RowActions>
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `patrol-point-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {open?.kind === 'form' && <PointFormDrawer row={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'qr' && (
        <Modal open footer={null} title={`${open.row.name} · ${t('maintenance.patrol.point.qrLabel')}`} onCancel={() => setOpen(null)}>
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <img src={pointQrLink(open.row.id)} alt={open.row.qr_content} width={256} height={256} data-testid="patrol-point-qr-image" />
            <Typography.Text strong>{`${open.row.name} · ${open.row.qr_content}`}</Typography.Text>
            <Typography.Text type="secondary">{t('maintenance.patrol.point.qrHint')}</Typography.Text>
            <Button onClick={() => window.print()}>{t('equipment.ledger.qr.print')}</Button>
          </Space>
        </Modal>
      )}
    </Card>
  );
}
