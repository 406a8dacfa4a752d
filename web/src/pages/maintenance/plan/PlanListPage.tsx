import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Modal, Space } from 'antd';
import { CalendarOutlined, DashboardOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { useTemplateOptions } from '../task/task.api';
import { planColumns } from './columns';
import { HolidayDrawer } from './HolidayDrawer';
import { UsageReadingDrawer } from './UsageReadingDrawer';
import { PlanFormDrawer } from './PlanFormDrawer';
import { PlanPreviewPanel } from './PlanPreviewPanel';
import { ChangeLogDialog } from '../log/ChangeLogDialog';
import { TransferSheetButtons } from '../transfer/TransferSheetButtons';
import { planKeys, useGenerateNow, usePlanPage, usePlanPreview, type PlanRow } from './plan.api';

type Open = { kind: 'form'; row?: PlanRow } | { kind: 'preview'; row: PlanRow } | { kind: 'log'; row: PlanRow } | { kind: 'holidays' } | { kind: 'readings' } | null;

function SavedPreview({ row, onClose }: { row: PlanRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const preview = usePlanPreview(row.id);
  return (
    <Modal open width={720} title={`${row.name} · ${t('maintenance.plan.preview.title')}`} footer={null} onCancel={onClose}>
      <PlanPreviewPanel preview={preview.data} loading={preview.isFetching && !preview.data} />
    </Modal>
  );
}

/** /gengyun/maint/plan: maintenance plans; add and edit with a preview, generate due orders now, the holiday calendar, counter readings. */
export function PlanListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.plan.edit);
  const search = useSearchHelper();
  const list = usePlanPage(search.params);
  const templates = useTemplateOptions();
  const generate = useGenerateNow();
  const [open, setOpen] = useState<Open>(null);
  const columns = useMemo(() => {
    const names = new Map((templates.data?.rows ?? []).map((r) => [r.id, r.name]));
    return planColumns(t, (id) => names.get(id) ?? `#${id}`);
  }, [t, templates.data]);

  return (
    <Card title={t('menu.maint.plan')} data-testid="plan-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="maintenance.plan.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          <Space>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'form' })} data-testid="plan-add">
                {t('common.buttons.add')}
              </Button>
            )}
            {can(Permission.plan.generate) && (
              <Button icon={<ThunderboltOutlined />} loading={generate.isPending} onClick={() => generate.mutate(undefined)} data-testid="plan-generate">
                {t('maintenance.plan.generateNow')}
              </Button>
            )}
            {can(Permission.holiday.edit) && (
              <Button icon={<CalendarOutlined />} onClick={() => setOpen({ kind: 'holidays' })} data-testid="plan-holidays">
                {t('maintenance.plan.holidays')}
              </Button>
            )}
            <Button icon={<DashboardOutlined />} onClick={() => setOpen({ kind: 'readings' })} data-testid="plan-usage-readings">
              {t('maintenance.usage.readings.show')}
            </Button>
            <TransferSheetButtons resource="plan" />
          </Space>
        }
      />
      <DataTable<PlanRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions prefix="plan" id={row.id} canEdit={canEdit} onEdit={() => setOpen({ kind: 'form', row })}>
            <Button type="link" size="small" onClick={() => setOpen({ kind: 'preview', row })} data-testid={`plan-preview-${row.id}`}>
              {t('maintenance.plan.preview.show')}
            </Button>
            <Button type="link" size="small" onClick={() => setOpen({ kind: 'log', row })} data-testid={`plan-log-${row.id}`}>
              {t('maintenance.plan.log.show')}
            </Button>
          </RowActions>
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `plan-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {open?.kind === 'form' && <PlanFormDrawer row={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'preview' && <SavedPreview row={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'log' && (
        <ChangeLogDialog row={{ businessNo: 'maintenancePlan', id: open.row.id, name: open.row.name, keys: planKeys.all }} testId="plan-log" onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'holidays' && <HolidayDrawer onClose={() => setOpen(null)} />}
      {open?.kind === 'readings' && <UsageReadingDrawer canEdit={canEdit} onClose={() => setOpen(null)} />}
    </Card>
  );
}
