import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Popconfirm, Select, Space } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { ALARM_CONDITIONS, type AlarmCondition } from '../alarm/alarm.api';
import { METER_TYPES, useMeterOptions } from '../common/options.api';
import { useCan } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { P } from '../common/permissions';
import { ruleColumns } from './columns';
import { useDeleteRule, useRulePage, type RuleRow } from './rule.api';
import { RuleFormDialog } from './RuleFormDialog';

type RuleSearch = SearchParams & { condition?: AlarmCondition; meter_type?: string; enabled?: boolean };

/** /gengyun/monitor/alarmRule: alarm rules with add, edit and delete (changes apply to live evaluation at once). */
export function RuleListPage(): ReactElement {
  const { t, tLoose } = useT();
  const can = useCan();
  const search = useSearchHelper<RuleSearch>({ pageSize: DEFAULT_PAGE_SIZE });
  const list = useRulePage(search.params);
  const remove = useDeleteRule();
  const meters = useMeterOptions();
  const [editing, setEditing] = useState<{ row?: RuleRow } | null>(null);
  const codes = useMemo(
    () => new Map((meters.data ?? []).map((meter) => [meter.id, meter.meter_code])),
    [meters.data],
  );
  const editable = can(P.alarmRule.edit);

  const actions = (row: RuleRow): ReactElement => (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        onClick={() => setEditing({ row })}
        data-testid={`rule-edit-${row.id}`}
      >
        {t('common.buttons.edit')}
      </Button>
      <Popconfirm
        title={t('alarm.rule.deleteConfirm')}
        okText={t('common.buttons.confirm')}
        cancelText={t('common.buttons.cancel')}
        okButtonProps={testIdProps(`rule-delete-${row.id}-confirm`, { danger: true })}
        onConfirm={() => remove.mutateAsync({ id: row.id })}
      >
        <Button type="link" size="small" danger data-testid={`rule-delete-${row.id}`}>
          {t('common.buttons.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <Card title={t('menu.monitor.alarmRule')} data-testid="rule-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="alarm.rule.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <>
            <Select
              allowClear
              style={{ width: 150 }}
              placeholder={t('alarm.rule.filters.condition')}
              value={search.params.condition}
              options={ALARM_CONDITIONS.map((condition) => ({
                value: condition,
                label: t(`iot.alarm.conditions.${condition}`),
              }))}
              onChange={(condition?: AlarmCondition) => search.search(undefined, { condition })}
              data-testid="rule-filter-condition"
            />
            <Select
              allowClear
              style={{ width: 160 }}
              placeholder={t('alarm.rule.filters.meterType')}
              value={search.params.meter_type}
              options={METER_TYPES.map((type) => ({ value: type, label: t(`iot.meter.types.${type}`) }))}
              onChange={(meter_type?: string) => search.search(undefined, { meter_type })}
              data-testid="rule-filter-meter-type"
            />
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('alarm.rule.filters.enabled')}
              value={search.params.enabled}
              options={[
                { value: true, label: t('alarm.rule.enabledTag.true') },
                { value: false, label: t('alarm.rule.enabledTag.false') },
              ]}
              onChange={(enabled?: boolean) => search.search(undefined, { enabled })}
              data-testid="rule-filter-enabled"
            />
          </>
        }
        toolbar={
          editable && (
            <Button type="primary" onClick={() => setEditing({})} data-testid="rule-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<RuleRow>
        columns={ruleColumns(t, tLoose, (id) => codes.get(id) ?? `#${id}`)}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={editable ? actions : undefined}
        paging={{
          pageNumber: search.params.pageNumber,
          pageSize: search.params.pageSize,
          total: list.data?.total ?? 0,
          onChange: search.setPage,
        }}
        tableProps={{
          onRow: (row) => ({ 'data-testid': `rule-row-${row.id}` }) as HTMLAttributes<HTMLElement>,
        }}
      />
      {editing && <RuleFormDialog row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
