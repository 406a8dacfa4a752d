import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkOrderTypeRecord } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TypeRecordSettings } from './TypeRecordSettings';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const settings: WorkOrderTypeRecord = {
  type_id: 2,
  failure_list: 'failureCode',
  cause_list: 'causeCode',
  remedy_list: null,
  codes_required: true,
  labour_rate: '80.00',
  failure_options: [],
  cause_options: [],
  remedy_options: [],
};

describe('TypeRecordSettings', () => {
  it('shows the type’s code lists, requirement and rate, and sends the whole settings (an empty list left out)', async () => {
    const server = fakeServer([], { '/workOrderTypeRecord/detail': settings, '/workOrderTypeRecord/save': settings });
    renderPage(<TypeRecordSettings typeId={2} />);
    await waitFor(() => expect(screen.getByTestId('work-type-record-rate')).toHaveValue('80.00'));
    expect(screen.getByTestId('work-type-record-required')).toBeChecked();
    fireEvent.click(screen.getByTestId('work-type-record-save'));
    await waitFor(() => expect(server.bodyOf('/workOrderTypeRecord/save')).toBeDefined());
    const body = server.bodyOf('/workOrderTypeRecord/save');
    expect(body).toMatchObject({ type_id: '2', failure_list: 'failureCode', cause_list: 'causeCode', codes_required: 'true', labour_rate: '80.00' });
    expect(body?.remedy_list).toBeUndefined();
  });

  it('refuses a rate that is not money', async () => {
    const server = fakeServer([], { '/workOrderTypeRecord/detail': settings });
    renderPage(<TypeRecordSettings typeId={2} />);
    const rate = await screen.findByTestId('work-type-record-rate');
    fireEvent.change(rate, { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('work-type-record-save'));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    expect(server.count('/workOrderTypeRecord/save')).toBe(0);
  });
});
