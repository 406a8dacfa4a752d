import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkOrderRecordDetail, WorkOrderTypeRecord } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { ResultPanel } from './ResultPanel';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const lists: WorkOrderTypeRecord = {
  type_id: 2,
  failure_list: 'failureCode',
  cause_list: 'causeCode',
  remedy_list: null,
  codes_required: true,
  labour_rate: null,
  failure_options: [{ value: 'F01', label: 'Leak' }],
  cause_options: [{ value: 'C01', label: 'Wear and ageing' }],
  remedy_options: [],
};
const record: WorkOrderRecordDetail = {
  attachments: [],
  result: { work_order_id: 3, failure_code: 'F01', cause_code: 'C01', remedy_code: null, note: 'seal', user_name: 'Li Si', update_time: null },
  parent: { id: 1, code: 'WO-P', title: 'Line stop', status: 'processing' },
  children: [{ id: 7, code: 'WO-C', title: 'Order parts', status: 'toAssign' }],
  parts_cost: '35.00',
  show_parts_cost: true,
  show_labour_cost: true,
};

describe('ResultPanel', () => {
  it('offers the type’s lists only, shows the recorded codes, and saves them', async () => {
    const server = fakeServer([], { '/workOrderTypeRecord/detail': lists, '/workOrderRecord/detail': record, '/workOrderResult/save': record.result });
    renderPage(<ResultPanel orderId={3} typeId={2} mayEdit />);
    expect(await screen.findByText('Codes are required before finishing')).toBeInTheDocument();
    expect(await screen.findByText('Leak')).toBeInTheDocument();
    expect(screen.getByText('Wear and ageing')).toBeInTheDocument();
    expect(screen.queryByTestId('wo-result-remedy')).toBeNull();
    fireEvent.click(screen.getByTestId('wo-result-save'));
    await waitFor(() => expect(server.bodyOf('/workOrderResult/save')).toMatchObject({ work_order_id: '3', failure_code: 'F01', cause_code: 'C01', note: 'seal' }));
  });

  it('shows the parent and the sub orders, each linking to its page, and the parts cost', async () => {
    fakeServer([], { '/workOrderTypeRecord/detail': lists, '/workOrderRecord/detail': record });
    renderPage(<ResultPanel orderId={3} typeId={2} mayEdit={false} />);
    const parent = await screen.findByTestId('wo-relatives-parent');
    expect(parent).toHaveTextContent('WO-P');
    expect(parent.closest('span')).toHaveTextContent('WO-P Line stop');
    expect(parent).toHaveAttribute('href', `/gengyun/work/order/view?id=${record.parent?.id}`);
    const relatives = screen.getByTestId('wo-relatives');
    expect(relatives).toHaveTextContent(/WO-C Order parts · Waiting to assign/);
    for (const child of record.children) expect(screen.getByTestId(`wo-relatives-child-${child.id}`)).toHaveAttribute('href', `/gengyun/work/order/view?id=${child.id}`);
    expect(screen.getByText('35.00')).toBeInTheDocument();
    expect(screen.queryByTestId('wo-result-save')).toBeNull();
    // A sub order has no sub orders of its own: no link to their page.
    expect(screen.queryByTestId('wo-relatives-sub-page')).toBeNull();
  });

  it('links a parent to the page of its sub orders', async () => {
    fakeServer([], { '/workOrderTypeRecord/detail': lists, '/workOrderRecord/detail': { ...record, parent: null } });
    renderPage(<ResultPanel orderId={3} typeId={2} mayEdit={false} parentOfSubs />);
    expect(await screen.findByTestId('wo-relatives-sub-page')).toHaveAttribute('href', '/gengyun/work/order/sub?id=3');
    expect(screen.getByTestId('wo-relatives')).toHaveTextContent('All sub work orders');
  });
});
