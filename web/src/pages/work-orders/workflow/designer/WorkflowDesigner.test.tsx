import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { WorkflowDesigner } from './WorkflowDesigner';

vi.setConfig({ testTimeout: 30_000 });

/** bpmn-js does not draw in jsdom: a stand-in modeler over one user task records what the designer asks of it. */
const fake = vi.hoisted(() => ({
  imported: [] as string[],
  updates: [] as Array<[string, Record<string, unknown>]>,
  markers: [] as Array<[string, string, boolean]>,
  select: (() => undefined) as (id: string) => void,
}));
vi.mock('../bpmn/load-bpmn', () => ({
  loadModeler: () =>
    Promise.resolve(
      class {
        private xml = '';
        private readonly attrs: Record<string, unknown> = { name: 'Repair', 'gengyun:candidateType': 'personInCharge', 'gengyun:handlerType': 'single' };
        private readonly task = { id: 'Task_1', type: 'bpmn:UserTask', businessObject: { $type: 'bpmn:UserTask', get: (name: string) => this.attrs[name] } };
        importXML(xml: string) {
          this.xml = xml;
          fake.imported.push(xml);
          return Promise.resolve({});
        }
        saveXML() {
          return Promise.resolve({ xml: this.xml });
        }
        on(_event: string, callback: (event: { newSelection: unknown[] }) => void) {
          fake.select = (id) => callback({ newSelection: id === 'Task_1' ? [this.task] : [] });
        }
        get(name: string) {
          if (name === 'elementRegistry') return { get: (id: string) => (id === 'Task_1' || id === 'Flow_1' ? this.task : undefined) };
          if (name === 'modeling') return { updateProperties: (element: { id: string }, properties: Record<string, unknown>) => fake.updates.push([element.id, properties]) };
          if (name === 'canvas') return { addMarker: (id: string, m: string) => fake.markers.push([id, m, true]), removeMarker: (id: string, m: string) => fake.markers.push([id, m, false]) };
          return { create: (type: string, props: object) => ({ $type: type, ...props, get: () => undefined }) };
        }
        destroy() {}
      },
    ),
}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const EDIT = [Permission.workflowTemplate.list, Permission.workflowTemplate.edit];

describe('WorkflowDesigner', () => {
  it('starts a new template from a valid diagram and writes the selected task’s attributes through the panel', async () => {
    fakeServer(EDIT);
    renderPage(<WorkflowDesigner id={null} onBack={vi.fn()} />);
    await waitFor(() => expect(fake.imported.at(-1)).toContain('gengyun:candidateType="personInCharge"'));
    act(() => fake.select('Task_1'));
    const panel = await screen.findByTestId('workflow-panel');
    expect(within(panel).getByTestId('workflow-panel-id')).toHaveTextContent('Task_1');
    fireEvent.change(within(panel).getByTestId('workflow-panel-time-limit'), { target: { value: '30' } });
    await waitFor(() => expect(fake.updates.at(-1)).toEqual(['Task_1', expect.objectContaining({ 'gengyun:timeLimitMinutes': '30', 'flowable:assignee': '${personInCharge}', 'gengyun:candidates': null })]));
  });

  it('saves a new template under its code, and shows the server’s refusal beside the diagram with the refused nodes marked', async () => {
    const server = fakeServer(EDIT, {
      '/workflowTemplate/add': fail('User task "Repair" needs candidates', 'workflow.errors.noCandidates', { elements: ['Task_1'] }),
    });
    renderPage(<WorkflowDesigner id={null} onBack={vi.fn()} />);
    await waitFor(() => expect(fake.imported.length).toBeGreaterThan(0));
    fireEvent.change(screen.getByTestId('workflow-designer-code'), { target: { value: 'repair_2' } });
    fireEvent.change(screen.getByTestId('workflow-designer-name'), { target: { value: 'Repair 2' } });
    fireEvent.click(screen.getByTestId('workflow-designer-save'));
    await waitFor(() => expect(server.count('/workflowTemplate/add')).toBe(1));
    const body = server.bodyOf('/workflowTemplate/add');
    expect(body).toMatchObject({ code: 'repair_2', name: 'Repair 2' });
    expect(body?.xml).toContain('<bpmn:process id="repair_2"');
    expect(await screen.findByTestId('workflow-designer-problem')).toHaveTextContent('User task "Repair" needs candidates');
    expect(fake.markers).toContainEqual(['Task_1', 'gy-problem', true]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('saves an existing template as a new version and says which', async () => {
    const xml = '<bpmn:definitions><bpmn:process id="repair_flow"/></bpmn:definitions>';
    const server = fakeServer(EDIT, {
      '/workflowTemplate/detail': { id: 4, code: 'repair_flow', name: 'Repair flow', xml, versions: [], current_version: 2 },
      '/workflowTemplate/saveVersion': { id: 4, current_version: 3 },
    });
    renderPage(<WorkflowDesigner id={4} onBack={vi.fn()} />);
    expect(await screen.findByText('Workflow designer: Repair flow')).toBeInTheDocument();
    await waitFor(() => expect(fake.imported.at(-1)).toBe(xml));
    fireEvent.click(screen.getByTestId('workflow-designer-save'));
    await waitFor(() => expect(server.bodyOf('/workflowTemplate/saveVersion')).toMatchObject({ id: '4', xml }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved as version 3'));
  });
});
