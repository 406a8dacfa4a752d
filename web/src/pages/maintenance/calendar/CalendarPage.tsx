import { lazy, Suspense, useCallback, useMemo, useState, type ReactElement } from 'react';
import { Alert, Card, Select, Space, Spin, Tag, TreeSelect } from 'antd';
import { Permission, type CalendarOccurrence } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { LocationSelect } from '@/pages/iot/monitor/EquipmentSelect';
import { OrderDrawerById } from '@/pages/work-orders/alarm-bridge/OrderDrawerById';
import { usePoolUsers, userLabel } from '@/pages/work-orders/pool/pool.api';
import { usePlanPage } from '../plan/plan.api';
import { DONE_COLOUR, FORECAST_COLOUR, GENERATED_COLOUR, OVERDUE_COLOUR, calendarEvents, foldBusyDays } from './calendar-events';
import { OccurrenceModal } from './OccurrenceModal';
import { useMaintenanceCalendar, useMoveOccurrence, type CalendarFilters, type CalendarRange } from './calendar.api';
import type { MaintenanceCalendarViewProps } from './MaintenanceCalendarView';

const MaintenanceCalendarView = lazy(() => import('./MaintenanceCalendarView'));

/**
 * /gengyun/maint/calendar: the plans' days in month, week and day views — forecast and generated, coloured by status —
 * filtered by person, location, equipment type and plan; opening a day shows its order, or what it will generate;
 * planners drag a day not yet generated to another (a refusal puts it back with the server's reason).
 */
export function CalendarPage(): ReactElement {
  const { t, lang } = useT();
  const canMove = useCan()(Permission.plan.edit);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMoveOccurrence();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const showRange = useCallback((next: CalendarRange) => setRange((prev) => (prev?.start === next.start && prev.end === next.end ? prev : next)), []);
  const [filters, setFilters] = useState<CalendarFilters>({});
  const [open, setOpen] = useState<CalendarOccurrence | null>(null);
  const calendar = useMaintenanceCalendar(range, filters);
  const events = useMemo(() => {
    const all = calendarEvents(calendar.data?.rows ?? [], canMove);
    // The day view shows a day whole; longer views fold busy days into "+N" (which opens the day).
    return range && range.start === range.end ? all : foldBusyDays(all, (count) => t('maintenance.calendar.more', [count]));
  }, [calendar.data, canMove, range, t]);
  const onMove: MaintenanceCalendarViewProps['onMove'] = ({ occurrence, to, revert }) => {
    setRefusal(null);
    move.mutateAsync({ plan_id: occurrence.plan_id, from: occurrence.due, to }).catch((error: unknown) => {
      revert();
      setRefusal(error instanceof Error ? error.message : String(error));
    });
  };
  const people = (usePoolUsers().data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const plans = (usePlanPage({ pageNumber: 1, pageSize: 100 }).data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }));
  const { typeTree } = useEquipmentOptions();
  const set = (key: keyof CalendarFilters) => (value: number | undefined) => setFilters((prev) => ({ ...prev, [key]: value ?? undefined }));
  const order = open?.orders[0];

  return (
    <Card title={t('menu.maint.calendar')} data-testid="maint-calendar-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number> allowClear showSearch optionFilterProp="label" style={{ minWidth: 180 }} placeholder={t('maintenance.plan.fields.name')} options={plans} value={filters.plan_id} onChange={set('plan_id')} data-testid="calendar-plan" />
        <Select<number> allowClear showSearch optionFilterProp="label" style={{ minWidth: 160 }} placeholder={t('maintenance.plan.fields.personInCharge')} options={people} value={filters.person_id} onChange={set('person_id')} data-testid="calendar-person" />
        <LocationSelect value={filters.location_id} onChange={set('location_id')} testId="calendar-location" />
        <TreeSelect allowClear treeDefaultExpandAll style={{ minWidth: 160 }} placeholder={t('maintenance.plan.fields.equipmentType')} treeData={typeTree} value={filters.equipment_type_id} onChange={set('equipment_type_id')} />
        <Tag color={FORECAST_COLOUR}>{t('maintenance.calendar.forecast')}</Tag>
        <Tag color={GENERATED_COLOUR}>{t('maintenance.calendar.generated')}</Tag>
        <Tag color={DONE_COLOUR}>{t('maintenance.calendar.done')}</Tag>
        <Tag color={OVERDUE_COLOUR}>{t('maintenance.calendar.overdue')}</Tag>
      </Space>
      {refusal && <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} data-testid="calendar-refusal" />}
      {calendar.error && <Alert type="error" showIcon title={calendar.error.message} style={{ marginBottom: 12 }} />}
      <Suspense fallback={<Spin />}>
        <MaintenanceCalendarView events={events} locale={lang === 'en_US' ? 'en' : 'zh-cn'} onRange={showRange} onOpen={setOpen} onMove={onMove} />
      </Suspense>
      {open && order && <OrderDrawerById id={order.id} onClose={() => setOpen(null)} />}
      {open && !order && <OccurrenceModal occurrence={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
