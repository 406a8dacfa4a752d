import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { answerNull, fakeServer, renderPage, type Body } from '@/test/page-harness';
import { PartsPanel } from './PartsPanel';
import { pickerStock as stock, requisitionRow } from './requisition-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const REQUEST = [Permission.requisition.request, Permission.workOrder.handle];
/** Part 31 stands in for part 21 (9 available at Site); nothing stands in for part 22. */
const standIns = (body: Body) => (body.id === '21' ? { rows: [stock(31, 2, 9)], total: 1 } : { rows: [], total: 0 });

describe("the technician's picker suggests a short part's substitutes", () => {
  it('a draft line asking for more than its place has shows the substitutes available, and one click takes one instead', async () => {
    const server = fakeServer(REQUEST, {
      '/requisition/ofOrder': answerNull(),
      '/requisition/stock': { rows: [stock(21, 1, 6), stock(22, 1, 3)], total: 2 },
      '/requisition/standIns': standIns,
      '/requisition/save': requisitionRow({ status: 'ready' }),
    });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    fireEvent.click(await screen.findByTestId('parts-request'));
    fireEvent.click(screen.getByTestId('parts-pick'));
    fireEvent.click(await screen.findByTestId('pick-add-21-1-0-'));
    // Enough where it is: nothing suggested, nothing asked.
    expect(screen.queryByTestId('standins-21')).toBeNull();
    expect(server.count('/requisition/standIns')).toBe(0);

    fireEvent.change(within(screen.getByTestId('parts-draft-21-1-0-')).getByRole('spinbutton'), { target: { value: '8' } });
    expect(await screen.findByText('SP-31 Seal 31 · Site · Available 9')).toBeInTheDocument();
    expect(server.bodyOf('/requisition/standIns')).toMatchObject({ id: '21' });
    fireEvent.click(screen.getByTestId('standin-take-31-2-0-'));
    expect(await screen.findByTestId('parts-draft-31-2-0-')).toBeInTheDocument();
    expect(screen.queryByTestId('parts-draft-21-1-0-')).toBeNull();
    expect(screen.queryByTestId('standins-31')).toBeNull();

    fireEvent.click(screen.getByTestId('parts-save'));
    await waitFor(() => expect(server.count('/requisition/save')).toBe(1));
    expect(server.bodyOf('/requisition/save')).toMatchObject({ lines: JSON.stringify([{ part_id: 31, warehouse_id: 2, quantity: 8 }]) });
  });

  it('a picker row with nothing available offers its substitutes; taking one adds it to the list', async () => {
    fakeServer(REQUEST, {
      '/requisition/ofOrder': answerNull(),
      '/requisition/stock': { rows: [stock(21, 1, 0)], total: 1 },
      '/requisition/standIns': standIns,
    });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    fireEvent.click(await screen.findByTestId('parts-request'));
    fireEvent.click(screen.getByTestId('parts-pick'));
    expect(await screen.findByTestId('pick-add-21-1-0-')).toBeDisabled();
    fireEvent.click(screen.getByTestId('pick-standins-21-1-0-'));
    fireEvent.click(await screen.findByTestId('standin-take-31-2-0-'));
    expect(await screen.findByTestId('parts-draft-31-2-0-')).toHaveTextContent('SP-31 Seal 31');
  });
});
