import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '../test-helpers';
import { DeliveryPage } from './DeliveryPage';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const row = (id: number, step: number, status: string, extra: object = {}) => ({
  id,
  alarm_id: 7,
  step,
  channel: 'sms',
  recipient: '13800000001',
  status,
  attempts: status === 'cancelled' ? 0 : 1,
  last_error: null,
  sent_time: status === 'sent' ? '2026-11-24T08:00:05.000Z' : null,
  due_time: `2026-11-24T08:0${step}:00.000Z`,
  create_time: '2026-11-24T08:00:00.000Z',
  retried: false,
  ...extra,
});

async function choose(testId: string, text: string): Promise<void> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select.querySelector('input') ?? select);
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}

describe('DeliveryPage', () => {
  it('shows the steps that were sent, failed and cancelled, and filters by status', async () => {
    const rows = [row(3, 3, 'cancelled'), row(2, 2, 'failed', { last_error: 'gateway 503', retried: true }), row(1, 1, 'sent')];
    const server = fakeServer([Permission.delivery.list], {
      '/delivery/pageList': (body) => {
        const shown = body.status ? rows.filter((r) => r.status === body.status) : rows;
        return { rows: shown, total: shown.length };
      },
    });
    renderPage(<DeliveryPage />);
    const table = await screen.findByTestId('delivery-page');
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(within(table).getByText('Sent')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('gateway 503')).toBeInTheDocument();

    await choose('delivery-filter-status', 'Cancelled');
    await waitFor(() => expect(server.bodyOf('/delivery/pageList')).toMatchObject({ status: 'cancelled', pageNumber: '1' }));
    await waitFor(() => expect(within(table).queryByText('gateway 503')).toBeNull());
    expect(within(table).getAllByText('Cancelled').length).toBeGreaterThan(0);
  });
});
