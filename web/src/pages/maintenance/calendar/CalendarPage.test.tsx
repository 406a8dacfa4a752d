import { useEffect, type ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission, type MaintenanceCalendar } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import type { MaintenanceCalendarViewProps } from './MaintenanceCalendarView';
import { CalendarPage } from './CalendarPage';
import { isMore } from './calendar-events';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const revert = vi.fn();

/** FullCalendar needs layout jsdom lacks: a stand-in lists the events and opens one on click. */
vi.mock('./MaintenanceCalendarView', () => ({
  default: function FakeCalendar({ events, onRange, onOpen, onMove }: MaintenanceCalendarViewProps): ReactElement {
    useEffect(() => onRange({ start: '2026-11-30', end: '2027-01-10' }), [onRange]);
    return (
      <ul>
        {events.map((e) =>
          isMore(e) ? (
            <li key={e.id} data-testid={`event-${e.id}`}>
              {e.title}
            </li>
          ) : (
            <li key={e.id} data-testid={`event-${e.id}`} data-colour={e.backgroundColor}>
              <button type="button" onClick={() => onOpen(e.extendedProps.occurrence)}>
                {e.title}
              </button>
              {e.editable && <button type="button" data-testid={`drop-${e.id}`} onClick={() => onMove({ occurrence: e.extendedProps.occurrence, to: '2027-01-04', revert })} />}
            </li>
          ),
        )}
      </ul>
    );
  },
}));

const calendar: MaintenanceCalendar = {
  rows: [
    { plan_id: 7, plan_name: 'Pump monthly', person_in_charge_id: 1, due: '2026-12-31', planned: '2026-12-31', generate_on: '2026-12-29', due_time: '2026-12-31T00:00:00.000Z', equipment_ids: [11, 12], orders: [] },
    { plan_id: 8, plan_name: 'Fan weekly', person_in_charge_id: 1, due: '2026-12-08', planned: '2026-12-07', generate_on: '2026-12-08', due_time: '2026-12-08T00:00:00.000Z', equipment_ids: [13], orders: [] },
  ],
};

describe('CalendarPage', () => {
  it('asks for the visible days with the filters, and shows what a forecast day will generate', async () => {
    const server = fakeServer([Permission.plan.list], { '/plan/calendar': calendar });
    renderPage(<CalendarPage />);
    expect(await screen.findByText('Pump monthly (2)')).toBeInTheDocument();
    expect(server.bodyOf('/plan/calendar')).toMatchObject({ start: '2026-11-30', end: '2027-01-10' });
    fireEvent.click(screen.getByText('Fan weekly (1)'));
    const modal = await screen.findByTestId('occurrence-modal');
    expect(modal).toHaveTextContent('2026-12-07');
    expect(modal).toHaveTextContent('2026-12-08');
  });

  it('narrows by plan on the server', async () => {
    const server = fakeServer([Permission.plan.list], { '/plan/calendar': calendar, '/plan/pageList': { rows: [{ id: 8, name: 'Fan weekly' }], total: 1 } });
    renderPage(<CalendarPage />);
    await screen.findByText('Pump monthly (2)');
    fireEvent.mouseDown(screen.getByTestId('calendar-plan').querySelector('input') ?? document.body);
    fireEvent.click(await screen.findByTitle('Fan weekly'));
    await waitFor(() => expect(server.bodyOf('/plan/calendar')).toMatchObject({ plan_id: '8' }));
  });
});

describe('CalendarPage busy days', () => {
  it('folds a day of more than five plans into its four most pressing and how many more', async () => {
    const row = calendar.rows[0]!;
    const busy: MaintenanceCalendar = { rows: Array.from({ length: 9 }, (_, i) => ({ ...row, plan_id: 100 + i, plan_name: `Plan ${i}` })) };
    fakeServer([Permission.plan.list], { '/plan/calendar': busy });
    renderPage(<CalendarPage />);
    expect(await screen.findByTestId('event-more-2026-12-31')).toHaveTextContent('5');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('CalendarPage dragging', () => {
  it('planners drag a forecast day; a refusal puts it back with the server\'s reason', async () => {
    let refuse = false;
    const server = fakeServer([Permission.plan.list, Permission.plan.edit], {
      '/plan/calendar': calendar,
      '/plan/moveOccurrence': () => (refuse ? fail('The plan already falls due that day') : null),
    });
    renderPage(<CalendarPage />);
    fireEvent.click(await screen.findByTestId('drop-7-2026-12-31'));
    await waitFor(() => expect(server.bodyOf('/plan/moveOccurrence')).toMatchObject({ plan_id: '7', from: '2026-12-31', to: '2027-01-04' }));
    refuse = true;
    fireEvent.click(screen.getByTestId('drop-8-2026-12-08'));
    expect(await screen.findByTestId('calendar-refusal')).toHaveTextContent('The plan already falls due that day');
    expect(revert).toHaveBeenCalledTimes(1);
  });

  it('readers cannot drag', async () => {
    fakeServer([Permission.plan.list], { '/plan/calendar': calendar });
    renderPage(<CalendarPage />);
    await screen.findByText('Pump monthly (2)');
    expect(screen.queryByTestId('drop-7-2026-12-31')).toBeNull();
  });
});
