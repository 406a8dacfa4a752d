import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TransferSheetButtons } from './TransferSheetButtons';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('maintenance sheets export and import', () => {
  it('exports what the caller lists and points to the export centre; importing is for supervisors', async () => {
    const server = fakeServer([Permission.patrol.list, Permission.exportTask.list], { '/patrolPoint/export': { id: 7, status: 0 } });
    renderPage(<TransferSheetButtons resource="patrolPoint" />);
    fireEvent.click(await screen.findByTestId('patrolPoint-export'));
    const started = await screen.findByTestId('patrolPoint-transfer-started');
    expect(started).toHaveTextContent('The export has started');
    expect(within(started).getByRole('link')).toHaveAttribute('href', '/gengyun/export');
    expect(server.count('/patrolPoint/export')).toBe(1);
    expect(screen.queryByTestId('patrolPoint-import')).toBeNull();
  });

  it('uploads a route plan workbook to the import', async () => {
    const server = fakeServer([Permission.patrol.list, Permission.patrol.edit], { '/patrolPlan/import': { id: 8, status: 0 } });
    const { container } = renderPage(<TransferSheetButtons resource="patrolPlan" />);
    await screen.findByTestId('patrolPlan-import');
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['PK'], 'plans.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByTestId('patrolPlan-transfer-started')).toHaveTextContent('The import has started');
    await waitFor(() => expect(server.bodyOf('/patrolPlan/import')).toMatchObject({ files: 'file:plans.xlsx' }));
    expect(screen.getByTestId('patrolPlan-import-template')).toBeInTheDocument();
  });

  it('imports routes for patrol editors only: a plan editor gets no route import', async () => {
    fakeServer([Permission.patrol.list, Permission.plan.edit], { '/patrolRoute/export': { id: 9, status: 0 } });
    renderPage(<TransferSheetButtons resource="patrolRoute" />);
    expect(await screen.findByTestId('patrolRoute-export')).toBeInTheDocument();
    expect(screen.queryByTestId('patrolRoute-import')).toBeNull();
  });
});
