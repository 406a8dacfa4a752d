import { lazy, Suspense, useCallback, useMemo, useState, type ReactElement } from 'react';
import { Alert, Card, Select, Space, Spin, Tag } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { OrderDrawerById } from '../alarm-bridge/OrderDrawerById';
import { usePoolUsers, userLabel } from '../pool/pool.api';
import { OVERDUE_COLOUR, dropEvent, scheduleEvents, type DroppedEvent } from './schedule-events';
import { useReschedule, useSchedule, type ScheduleRange } from './schedule.api';

const ScheduleCalendar = lazy(() => import('./ScheduleCalendar'));

/**
 * /gengyun/work/schedule: the orders due in the visible month, week or day, coloured by status (overdue red), filtered
 * by person; dispatchers drag an order to move its due time — a refusal puts it back with the server's reason.
 */
export function SchedulePage(): ReactElement {
  const { t, lang } = useT();
  const can = useCan();
  const canMove = can(Permission.workOrder.dispatch);
  const [range, setRange] = useState<ScheduleRange | null>(null);
  // The calendar reports its dates on every render of its view: keep the same range object while the dates stay.
  const showRange = useCallback((next: ScheduleRange) => setRange((prev) => (prev?.start === next.start && prev.end === next.end ? prev : next)), []);
  const [person, setPerson] = useState<number | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const schedule = useSchedule(range, person);
  const reschedule = useReschedule();
  const people = (usePoolUsers().data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const events = useMemo(() => scheduleEvents(schedule.data?.lanes ?? [], canMove), [schedule.data, canMove]);

  const onDrop = (drop: DroppedEvent): void => {
    setRefusal(null);
    void dropEvent(drop, (body) => reschedule.mutateAsync(body), setRefusal);
  };

  return (
    <Card
      title={t('menu.work.schedule')}
      data-testid="work-schedule-page"
      extra={
        <Space>
          <Tag color={OVERDUE_COLOUR}>{t('workOrderSchedule.overdue')}</Tag>
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 200 }}
            placeholder={t('workOrderSchedule.allPeople')}
            aria-label={t('workOrderSchedule.person')}
            value={person}
            onChange={setPerson}
            options={people}
            data-testid="work-schedule-person"
          />
        </Space>
      }
    >
      {refusal && <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} data-testid="work-schedule-refusal" />}
      {schedule.error && <Alert type="error" showIcon title={schedule.error.message} style={{ marginBottom: 12 }} />}
      <Suspense fallback={<Spin />}>
        <ScheduleCalendar events={events} locale={lang === 'en_US' ? 'en' : 'zh-cn'} onRange={showRange} onDrop={onDrop} onOpen={setOpen} />
      </Suspense>
      {open !== null && <OrderDrawerById id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
