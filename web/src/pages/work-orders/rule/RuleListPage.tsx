import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable, switchColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { usePoolUsers, userLabel } from '../pool/pool.api';
import { useTypeOptions } from '../order/form/order-form.api';
import { RuleFormDrawer } from './RuleFormDrawer';
import { RulePreviewCard } from './RulePreviewCard';
import { useDeleteRule, useEnableRule, useRulePage, type WorkOrderRuleRow } from './rule.api';

type Editing = { row?: WorkOrderRuleRow } | null;

/** /gengyun/work/rule: assignment rules in evaluation order, with a preview of who would get a new order. */
export function RuleListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.workOrderRule.edit);
  const search = useSearchHelper();
  const list = useRulePage(search.params);
  const users = usePoolUsers();
  const types = useTypeOptions();
  const remove = useDeleteRule();
  const enable = useEnableRule();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo<DataColumn<WorkOrderRuleRow>[]>(() => {
    const person = new Map((users.data?.rows ?? []).map((u) => [u.id, userLabel(u)]));
    const type = new Map((types.data?.rows ?? []).map((x) => [x.id, x.name]));
    const names = (ids: number[], map: Map<number, string>): string => (ids.length ? ids.map((id) => map.get(id) ?? `#${id}`).join(', ') : t('workOrderRule.any'));
    return [
      textColumn<WorkOrderRuleRow>({ key: 'sort', titleKey: 'workOrderRule.fields.sort', width: 90 }),
      textColumn<WorkOrderRuleRow>({ key: 'name', titleKey: 'workOrderRule.fields.name', width: 180, hideable: false }),
      switchColumn<WorkOrderRuleRow>({ key: 'enabled', titleKey: 'workOrderRule.fields.enabled', width: 90, checkedValue: true, auth: canEdit, onChange: (row, enabled) => enable.mutateAsync({ id: row.id, enabled }) }),
      textColumn<WorkOrderRuleRow>({ key: 'type_ids', titleKey: 'workOrderRule.fields.types', width: 160, format: (v) => names(v as number[], type) }),
      textColumn<WorkOrderRuleRow>({ key: 'priorities', titleKey: 'workOrderRule.fields.priorities', width: 110, format: (v) => ((v as number[]).length ? (v as number[]).join(', ') : t('workOrderRule.any')) }),
      textColumn<WorkOrderRuleRow>({ key: 'handler_ids', titleKey: 'workOrderRule.fields.handlers', width: 180, format: (v) => names(v as number[], person) }),
      textColumn<WorkOrderRuleRow>({ key: 'person_in_charge_id', titleKey: 'workOrderRule.fields.person', width: 120, format: (v) => (v ? (person.get(v as number) ?? `#${String(v)}`) : '') }),
      textColumn<WorkOrderRuleRow>({ key: 'remark', titleKey: 'workOrderRule.fields.remark' }),
    ];
  }, [users.data, types.data, t, canEdit, enable]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="work-rule-page">
      <Card title={t('menu.work.rule')}>
        <SearchBar
          keyword={search.params.keyword}
          placeholderKey="workOrderRule.keyword"
          onSearch={(keyword) => search.search(keyword)}
          onReset={search.reset}
          toolbar={
            canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="work-rule-add">
                {t('workOrderRule.add')}
              </Button>
            )
          }
        />
        <DataTable<WorkOrderRuleRow>
          columns={columns}
          rows={list.data?.rows ?? []}
          loading={list.isFetching && !list.data}
          paging={pagingOf(search, list)}
          actions={canEdit ? (row) => <RowActions prefix="work-rule" id={row.id} onEdit={() => setEditing({ row })} onDelete={() => remove.mutateAsync({ id: row.id })} /> : undefined}
          tableProps={{ onRow: (row) => ({ 'data-testid': `work-rule-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
        />
      </Card>
      <RulePreviewCard />
      {editing && <RuleFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
    </Space>
  );
}
