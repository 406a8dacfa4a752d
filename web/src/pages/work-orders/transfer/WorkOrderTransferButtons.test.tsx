import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { WorkOrderTransferButtons } from './WorkOrderTransferButtons';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('work-order export and import buttons', () => {
  it('starts an export with the list’s filters and points to the export centre', async () => {
    const server = fakeServer([Permission.workOrder.list, Permission.exportTask.list], { '/workOrder/export': { id: 7, status: 0 } });
    renderPage(<WorkOrderTransferButtons filters={{ status: 'processing,suspended', keyword: 'pump' }} />);
    fireEvent.click(await screen.findByTestId('work-order-export'));
    expect(await screen.findByTestId('work-order-transfer-started')).toHaveTextContent('The export has started');
    expect(server.bodyOf('/workOrder/export')).toMatchObject({ status: 'processing,suspended', keyword: 'pump' });
    expect(screen.getByTestId('work-order-transfer-centre')).toHaveAttribute('href', '/gengyun/export');
    // Importing needs the add permission.
    expect(screen.queryByTestId('work-order-import')).toBeNull();
  });

  it('uploads an xlsx to the import and refuses other files before sending', async () => {
    const server = fakeServer([Permission.workOrder.list, Permission.workOrder.add], { '/workOrder/import': { id: 8, status: 0 } });
    const { container } = renderPage(<WorkOrderTransferButtons filters={{}} />);
    await screen.findByTestId('work-order-import');
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['a,b'], 'orders.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(toast.error).toHaveBeenCalledWith('Only xls and xlsx files can be imported');
    expect(server.count('/workOrder/import')).toBe(0);
    await userEvent.upload(input(), new File(['PK'], 'orders.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByTestId('work-order-transfer-started')).toHaveTextContent('The import has started');
    await waitFor(() => expect(server.count('/workOrder/import')).toBe(1));
    expect(server.bodyOf('/workOrder/import')).toMatchObject({ files: 'file:orders.xlsx' });
    // Without the centre's permission there is no link to it.
    expect(screen.queryByTestId('work-order-transfer-centre')).toBeNull();
  });
});
