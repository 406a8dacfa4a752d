import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Permission, type PlanTrigger } from '@gengyun/contracts';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT, type TFunction } from '@/i18n/t';
import { triggerText } from '../../plan/trigger-text';
import { useGenerateTasks, usePatrolPlanPage, useRouteOptions, type PatrolPlanRow } from '../patrol.api';
import { TransferSheetButtons } from '../../transfer/TransferSheetButtons';
import { PatrolPlanFormDrawer } from './PatrolPlanFormDrawer';

const columns = (t: TFunction, routeName: (id: number) => string): DataColumn<PatrolPlanRow>[] => [
  textColumn<PatrolPlanRow>({ key: 'name', titleKey: 'maintenance.patrol.fields.name', width: 200, hideable: false }),
  textColumn<PatrolPlanRow>({ key: 'route_id', titleKey: 'maintenance.patrol.fields.route', width: 180, format: (value) => routeName(value as number) }),
  textColumn<PatrolPlanRow>({ key: 'triggers', titleKey: 'maintenance.plan.fields.triggers', format: (value) => (value as PlanTrigger[]).map((tr) => triggerText(t, tr)).join('; ') }),
  textColumn<PatrolPlanRow>({ key: 'due_time', titleKey: 'maintenance.patrol.fields.startTime', width: 110, format: (_v, row) => `${row.due_time} +${row.duration_minutes}′` }),
  textColumn<PatrolPlanRow>({ key: 'enabled', titleKey: 'maintenance.patrol.fields.enabled', width: 90, format: (value) => (value ? '✓' : '') }),
];

/** /gengyun/patrol/plan: route plans; add and edit; generate due tasks now. */
export function PatrolPlanPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.patrol.edit);
  const search = useSearchHelper();
  const list = usePatrolPlanPage(search.params);
  const routes = useRouteOptions();
  const generate = useGenerateTasks();
  const [form, setForm] = useState<{ row?: PatrolPlanRow } | null>(null);
  const cols = useMemo(() => {
    const names = new Map((routes.data?.rows ?? []).map((r) => [r.id, r.name]));
    return columns(t, (id) => names.get(id) ?? `#${id}`);
  }, [t, routes.data]);
  return (
    <Card title={t('menu.patrol.plan')} data-testid="patrol-plan-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="maintenance.patrol.plan.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          <Space wrap>
            {canEdit && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})} data-testid="patrol-plan-add">
                  {t('common.buttons.add')}
                </Button>
                <Button icon={<ThunderboltOutlined />} loading={generate.isPending} onClick={() => generate.mutate(undefined)} data-testid="patrol-plan-generate">
                  {t('maintenance.patrol.plan.generateNow')}
                </Button>
              </>
            )}
            <TransferSheetButtons resource="patrolPlan" />
          </Space>
        }
      />
      <DataTable<PatrolPlanRow>
        showIndex
        columns={cols}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => <RowActions prefix="patrol-plan" id={row.id} canEdit={canEdit} onEdit={() => setForm({ row })} />}
        tableProps={{ onRow: (row) => ({ 'data-testid': `patrol-plan-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {form && <PatrolPlanFormDrawer row={form.row} onClose={() => setForm(null)} />}
    </Card>
  );
}
