import { useEffect, type ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission, type WorkOrderSchedule } from '@gengyun/contracts';
import { fakeServer, fail, renderPage } from '@/test/page-harness';
import { orderDetail, users } from '../work-order-fixtures';
import type { ScheduleCalendarProps } from './ScheduleCalendar';
import { SchedulePage } from './SchedulePage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const revert = vi.fn();

/** FullCalendar needs layout jsdom lacks: a stand-in lists the events and drops one on a button. */
vi.mock('./ScheduleCalendar', () => ({
  default: function FakeCalendar({ events, onRange, onDrop, onOpen }: ScheduleCalendarProps): ReactElement {
    useEffect(() => onRange({ start: '2026-11-30T00:00:00.000Z', end: '2027-01-11T00:00:00.000Z' }), [onRange]);
    return (
      <ul>
        {events.map((e) => (
          <li key={e.id} data-testid={`event-${e.id}`} data-colour={e.backgroundColor} data-editable={String(e.editable)}>
            <button type="button" onClick={() => onOpen(e.extendedProps.orderId)}>
              {e.title}
            </button>
            <button type="button" data-testid={`drop-${e.id}`} onClick={() => onDrop({ event: { start: new Date('2026-12-05T10:00:00.000Z'), extendedProps: e.extendedProps }, revert })} />
          </li>
        ))}
      </ul>
    );
  },
}));

const schedule: WorkOrderSchedule = {
  lanes: [
    {
      user_id: 7,
      user_name: 'Wang Wu',
      items: [
        { id: 21, code: 'WO-21', title: 'Pump leak', status: 'toAccept', priority: 3, version: 3, due_time: '2026-12-02T08:00:00.000Z', started_time: null, person_in_charge_id: 1, person_in_charge_name: 'Admin', handler_ids: [7], handler_names: ['Wang Wu'], overdue: false, ended: false },
      ],
    },
  ],
};
const dispatcher = [Permission.workOrder.list, Permission.workOrder.dispatch];

describe('SchedulePage', () => {
  it('loads the visible range, filtered by person', async () => {
    const server = fakeServer(dispatcher, { '/workOrder/schedule': schedule, '/user/pageList': users });
    renderPage(<SchedulePage />);
    expect(await screen.findByText('WO-21 Pump leak · Wang Wu')).toBeInTheDocument();
    expect(server.bodyOf('/workOrder/schedule')).toMatchObject({ start: '2026-11-30T00:00:00.000Z', end: '2027-01-11T00:00:00.000Z' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.click(await screen.findByTitle('Wang Wu'));
    await waitFor(() => expect(server.bodyOf('/workOrder/schedule')).toMatchObject({ user_id: '7' }));
  });

  it('a drop moves the due time at the version shown; a refusal reverts it with the server’s message', async () => {
    const server = fakeServer(dispatcher, { '/workOrder/schedule': schedule, '/user/pageList': users, '/workOrder/reschedule': fail('The new due time cannot be in the past') });
    renderPage(<SchedulePage />);
    expect(await screen.findByTestId('event-21')).toHaveAttribute('data-editable', 'true');
    fireEvent.click(screen.getByTestId('drop-21'));
    await waitFor(() => expect(server.bodyOf('/workOrder/reschedule')).toMatchObject({ id: '21', version: '3', due_time: '2026-12-05T10:00:00.000Z' }));
    expect(await screen.findByTestId('work-schedule-refusal')).toHaveTextContent('The new due time cannot be in the past');
    expect(revert).toHaveBeenCalled();
  });

  it('those who may not dispatch cannot drag; a click opens the order’s drawer', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/schedule': schedule, '/user/pageList': users, '/workOrder/detail': orderDetail(21, 'toAccept', []) });
    renderPage(<SchedulePage />);
    expect(await screen.findByTestId('event-21')).toHaveAttribute('data-editable', 'false');
    fireEvent.click(screen.getByText('WO-21 Pump leak · Wang Wu'));
    await waitFor(() => expect(server.bodyOf('/workOrder/detail')).toMatchObject({ id: '21' }));
  });
});
