import { screen, waitFor } from '@testing-library/react';
import { Permission, type WorkflowDiagram } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { WorkflowDiagramView } from './WorkflowDiagramView';

vi.setConfig({ testTimeout: 30_000 });

/** bpmn-js does not draw in jsdom: a stand-in viewer records what the page asks of it. */
const drawn = vi.hoisted(() => ({ xml: [] as string[], markers: [] as Array<[string, string]>, zoom: [] as string[] }));
vi.mock('../bpmn/load-bpmn', () => ({
  loadViewer: () =>
    Promise.resolve(
      class {
        importXML(xml: string) {
          drawn.xml.push(xml);
          return Promise.resolve({});
        }
        get(name: string) {
          if (name === 'elementRegistry') return { get: (id: string) => ({ id }) };
          return { zoom: (level: string) => drawn.zoom.push(level), addMarker: (id: string, marker: string) => drawn.markers.push([id, marker]), removeMarker: vi.fn() };
        }
        destroy() {}
      },
    ),
}));
afterEach(() => vi.unstubAllGlobals());

const diagram: WorkflowDiagram = {
  template_id: 4,
  code: 'repair_flow',
  name: 'Repair flow',
  version: 2,
  xml: '<bpmn:definitions/>',
  done: ['Start_1', 'Flow_start'],
  current: ['Task_dispatch'],
  order_code: 'WO20260101-0001',
};

describe('WorkflowDiagramView', () => {
  it('fetches an order’s diagram as the link does (GET, token in the query) and marks its done path and current node', async () => {
    fakeServer([Permission.workOrder.list], { '/showWorkflowInstanceDiagram': diagram });
    renderPage(<WorkflowDiagramView kind="instance" params={{ id: '9' }} />);
    expect(await screen.findByText('Diagram: Repair flow (version 2)')).toBeInTheDocument();
    expect(screen.getByText('Work order WO20260101-0001')).toBeInTheDocument();
    const [url, init] = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('/showWorkflowInstanceDiagram')) ?? [];
    expect(String(url)).toMatch(/\/showWorkflowInstanceDiagram\?.*id=9/);
    expect(String(url)).toContain('token=t');
    expect(init?.method).toBe('GET');
    await waitFor(() => expect(drawn.markers).toEqual([['Start_1', 'gy-done'], ['Flow_start', 'gy-done'], ['Task_dispatch', 'gy-current']]));
    expect([drawn.xml, drawn.zoom]).toEqual([['<bpmn:definitions/>'], ['fit-viewport']]);
  });
});
