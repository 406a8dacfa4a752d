import type { CSSProperties, ReactElement } from 'react';
import { theme } from 'antd';
import FullCalendar from '@fullcalendar/react';
import type { CalendarOptions } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import { enterpriseNow } from '@/app/time-zone';

// Options FullCalendar compares by identity are module constants: a re-render of the page must not reset the view
// and fire `datesSet` again, which, setting the page's range, would render it without end.
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };
const LOCALES = [zhCn];
// "Today" is the enterprise's wall-clock date, not the browser's: a dispatcher in another zone (or a browser on UTC)
// would otherwise see the highlight, the first month shown and the week view's now-line a day off.
const NOW = (): string => enterpriseNow().format('YYYY-MM-DDTHH:mm:ss');

export type PlanningCalendarProps = Pick<CalendarOptions, 'events' | 'locale' | 'datesSet' | 'eventDrop' | 'eventClick' | 'eventOrder'>;

/**
 * Work planned in time: FullCalendar's month, week and day views, an event dragged to another day (never resized).
 * Pages load it with their calendar only (FullCalendar is large).
 */
export function PlanningCalendar(props: PlanningCalendarProps): ReactElement {
  const { token } = theme.useToken();
  // FullCalendar's own colours are for a white page (its sticky day-name row is painted white): the theme's instead.
  const colours = {
    '--fc-page-bg-color': token.colorBgContainer,
    '--fc-neutral-bg-color': token.colorFillQuaternary,
    '--fc-border-color': token.colorBorderSecondary,
    '--fc-today-bg-color': token.colorPrimaryBg,
  } as CSSProperties;
  return (
    <div style={colours} data-testid="planning-calendar">
      <FullCalendar
        plugins={PLUGINS}
        initialView="dayGridMonth"
        headerToolbar={TOOLBAR}
        locales={LOCALES}
        now={NOW}
        height="auto"
        eventStartEditable
        eventDurationEditable={false}
        {...props}
      />
    </div>
  );
}
