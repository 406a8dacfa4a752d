// The product's maintenance calendar (MaintenanceCalendarView on the PlanningCalendar, events built by calendarEvents)
// in its month view, fed `occurrences` plan days spread over the month shown, busy days folded as the page folds them
// (0 draws the empty month: the baseline).
// Marks on document.body: data-started (performance.now() before React renders), data-finished (the first frame after
// the calendar stopped changing the page) and data-events (how many event elements it drew).
import { createRoot } from 'react-dom/client';
import type { CalendarOccurrence } from '@gengyun/contracts';
import MaintenanceCalendarView from '@/pages/maintenance/calendar/MaintenanceCalendarView';
import { calendarEvents, foldBusyDays } from '@/pages/maintenance/calendar/calendar-events';

const count = Number(new URLSearchParams(location.search).get('occurrences') ?? 5000);
const now = new Date();
const days = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
const dayOf = (d: number): string => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const rows: CalendarOccurrence[] = Array.from({ length: count }, (_, i) => {
  const due = dayOf(1 + (i % days));
  const generated = i % 3 === 0;
  return {
    plan_id: i + 1,
    plan_name: `水泵月度保养计划 ${i + 1}`,
    person_in_charge_id: 1 + (i % 20),
    due,
    planned: due,
    generate_on: due,
    due_time: `${due}T08:00:00.000Z`,
    equipment_ids: [i * 5 + 1, i * 5 + 2, i * 5 + 3, i * 5 + 4, i * 5 + 5],
    orders: generated ? [{ id: i + 1, equipment_id: i * 5 + 1, status: i % 2 ? 'processing' : 'completed', overdue: i % 7 === 0 }] : [],
    usage: i % 11 === 0 && !generated,
  } as CalendarOccurrence;
});
// As the calendar page gives them for a month (`fold=0` gives every event, as the page did before folding).
const all = calendarEvents(rows, true);
const events = new URLSearchParams(location.search).get('fold') === '0' ? all : foldBusyDays(all, (n) => `还有 ${n} 项`);

let lastChange = performance.now();
new MutationObserver(() => (lastChange = performance.now())).observe(document.body, { subtree: true, childList: true, attributes: true });
const settle = (frame: number): void => {
  const drawn = document.querySelector('.fc-daygrid-day');
  // Settled: the month's grid is there and nothing changed the page during the last frame.
  if (drawn && frame - lastChange > 16) {
    document.body.dataset.events = String(document.querySelectorAll('.fc-event').length);
    document.body.dataset.finished = String(lastChange);
    return;
  }
  requestAnimationFrame(settle);
};
document.body.dataset.started = String(performance.now());
createRoot(document.getElementById('root')!).render(
  <MaintenanceCalendarView events={events} locale="zh-cn" onRange={() => {}} onOpen={() => {}} onMove={() => {}} />,
);
requestAnimationFrame(settle);
