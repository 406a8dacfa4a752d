import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils';
import type { TaskValues } from '../bpmn/node-properties';
import { PropertiesPanel } from './PropertiesPanel';

vi.setConfig({ testTimeout: 30_000 });

const task: TaskValues = {
  name: 'Dispatch',
  handlerType: 'single',
  candidateType: 'role',
  candidates: '7,8',
  requiredFields: 'priority',
  requireAttachments: false,
  requireSignature: false,
  timeLimitMinutes: '30',
  status: 'toAccept',
};

const handlers = () => ({ onTask: vi.fn(), onFlow: vi.fn(), onGateway: vi.fn() });

describe('PropertiesPanel', () => {
  it('asks for a selection when nothing our panel edits is selected', () => {
    renderWithProviders(<PropertiesPanel selection={null} {...handlers()} />);
    expect(screen.getByTestId('workflow-panel-empty')).toHaveTextContent('Select a user task, gateway or sequence flow to set its properties');
  });

  it('shows a user task’s attributes and writes each change with all of them', async () => {
    const on = handlers();
    renderWithProviders(<PropertiesPanel selection={{ kind: 'userTask', id: 'Task_dispatch', values: task }} {...on} />);
    expect(screen.getByTestId('workflow-panel-id')).toHaveTextContent('Task_dispatch');
    expect(screen.getByTestId('workflow-panel-candidates')).toHaveValue('7,8');
    expect(screen.getByTestId('workflow-panel-time-limit')).toHaveValue('30');
    fireEvent.change(screen.getByTestId('workflow-panel-time-limit'), { target: { value: '45' } });
    fireEvent.blur(screen.getByTestId('workflow-panel-time-limit'));
    await waitFor(() => expect(on.onTask).toHaveBeenLastCalledWith('Task_dispatch', expect.objectContaining({ timeLimitMinutes: '45', candidates: '7,8', handlerType: 'single' })));
    fireEvent.click(screen.getByTestId('workflow-panel-signature'));
    await waitFor(() => expect(on.onTask).toHaveBeenLastCalledWith('Task_dispatch', expect.objectContaining({ requireSignature: true, timeLimitMinutes: '45' })));
  });

  it('offers as a task’s status only the steps a run may move an order to (no suspended, cancelled…)', async () => {
    renderWithProviders(<PropertiesPanel selection={{ kind: 'userTask', id: 'Task_dispatch', values: task }} {...handlers()} />);
    const status = screen.getByTestId('workflow-panel-status');
    fireEvent.mouseDown(within(status).getByRole('combobox'));
    expect(await screen.findByTitle('Processing')).toBeInTheDocument();
    expect(screen.queryByTitle('Suspended')).toBeNull();
    expect(screen.queryByTitle('Cancelled')).toBeNull();
  });

  it('hides the candidate list when the candidate is the order’s person in charge', async () => {
    renderWithProviders(<PropertiesPanel selection={{ kind: 'userTask', id: 'Task_repair', values: { ...task, candidateType: 'personInCharge', candidates: '' } }} {...handlers()} />);
    await screen.findByTestId('workflow-panel');
    expect(screen.queryByTestId('workflow-panel-candidates')).toBeNull();
    expect(within(screen.getByTestId('workflow-panel')).getByText('Person in charge')).toBeInTheDocument();
  });

  it('edits a flow’s condition and a gateway’s default flow', async () => {
    const on = handlers();
    const { unmount } = renderWithProviders(<PropertiesPanel selection={{ kind: 'sequenceFlow', id: 'Flow_urgent', values: { name: 'urgent', condition: '' } }} {...on} />);
    fireEvent.change(screen.getByTestId('workflow-panel-condition'), { target: { value: '${priority >= 4}' } });
    await waitFor(() => expect(on.onFlow).toHaveBeenLastCalledWith('Flow_urgent', { name: 'urgent', condition: '${priority >= 4}' }));
    unmount();
    renderWithProviders(
      <PropertiesPanel
        selection={{ kind: 'exclusiveGateway', id: 'Gate', values: { name: 'Urgent?', defaultFlow: undefined, outgoing: [{ id: 'Flow_a', name: 'urgent' }, { id: 'Flow_b', name: '' }] } }}
        {...on}
      />,
    );
    fireEvent.mouseDown(within(screen.getByTestId('workflow-panel')).getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByTitle('Flow_b'));
    await waitFor(() => expect(on.onGateway).toHaveBeenLastCalledWith('Gate', { name: 'Urgent?', defaultFlow: 'Flow_b' }));
  });
});
