import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkflowTemplateRow } from '@gengyun/contracts';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { WorkflowListPage } from './WorkflowListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ALL = Object.values(Permission.workflowTemplate);
const repair: WorkflowTemplateRow = { ...TENANT_COLUMNS, id: 4, code: 'repair_flow', name: 'Repair flow', description: null, enabled: true, current_version: 3, current_version_id: 12 };
const handlers = { '/workflowTemplate/pageList': { rows: [repair], total: 1 } };

describe('WorkflowListPage', () => {
  it('lists templates with their current version, and searches by keyword', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<WorkflowListPage />);
    const row = await screen.findByTestId('work-flow-row-4');
    expect(within(row).getByText('repair_flow')).toBeInTheDocument();
    expect(within(row).getByText('Version 3')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Code or name'), { target: { value: 'repair' } });
    fireEvent.keyDown(screen.getByPlaceholderText('Code or name'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodyOf('/workflowTemplate/pageList')).toMatchObject({ keyword: 'repair' }));
  });

  it('disables a template with its switch and exports its XML as a file', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs and does not follow links: the saved blob and the link's file name are what count.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = fakeServer(ALL, { ...handlers, '/workflowTemplate/enable': null, '/workflowTemplate/export': { file_name: 'repair_flow-v3.bpmn20.xml', xml: '<x/>' } });
    renderPage(<WorkflowListPage />);
    const row = await screen.findByTestId('work-flow-row-4');
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(server.bodyOf('/workflowTemplate/enable')).toMatchObject({ id: '4', enabled: 'false' }));
    fireEvent.click(screen.getByTestId('work-flow-export-4'));
    await waitFor(() => expect(server.bodyOf('/workflowTemplate/export')).toMatchObject({ id: '4' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('repair_flow-v3.bpmn20.xml');
    expect([blobs.length, blobs[0]?.type, await blobs[0]?.text()]).toEqual([1, 'application/xml', '<x/>']);
    clicked.mockRestore();
  });

  it('imports an XML file and reports the template and version it made', async () => {
    const server = fakeServer(ALL, { ...handlers, '/workflowTemplate/import': { ...repair, current_version: 4 } });
    const { container } = renderPage(<WorkflowListPage />);
    await screen.findByTestId('work-flow-row-4');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<bpmn:definitions/>'], 'repair.bpmn20.xml', { type: 'text/xml' })] } });
    await waitFor(() => expect(server.bodyOf('/workflowTemplate/import')).toEqual({ xml: '<bpmn:definitions/>', token: 't' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Imported Repair flow (version 4)'));
  });

  it('shows no design, import, switch or delete to those who may only list, but still the diagram and export', async () => {
    fakeServer([Permission.workflowTemplate.list], handlers);
    renderPage(<WorkflowListPage />);
    const row = await screen.findByTestId('work-flow-row-4');
    expect(screen.queryByTestId('work-flow-add')).toBeNull();
    expect(screen.queryByTestId('work-flow-import')).toBeNull();
    expect(screen.queryByTestId('work-flow-design-4')).toBeNull();
    expect(screen.queryByTestId('work-flow-delete-4')).toBeNull();
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(screen.getByTestId('work-flow-view-4')).toBeInTheDocument();
    expect(screen.getByTestId('work-flow-export-4')).toBeInTheDocument();
  });

  it('deletes a template after confirmation', async () => {
    const server = fakeServer(ALL, { ...handlers, '/workflowTemplate/delete': null });
    renderPage(<WorkflowListPage />);
    fireEvent.click(await screen.findByTestId('work-flow-delete-4'));
    fireEvent.click(await screen.findByTestId('work-flow-delete-4-confirm'));
    await waitFor(() => expect(server.bodyOf('/workflowTemplate/delete')).toMatchObject({ id: '4' }));
  });
});
