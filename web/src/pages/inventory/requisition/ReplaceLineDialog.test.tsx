import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_LIMITS, Permission } from '@gengyun/contracts';
import { fakeServer, renderPage, type Body } from '@/test/page-harness';
import { RequisitionDetailPage } from './RequisitionDetailPage';
import { pickerStock, requisitionLine, requisitionRow } from './requisition-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const KEEPER = [Permission.requisition.list, Permission.requisition.approve, Permission.requisition.issue];
/** Line 1 asks for 3 of part 11 from Main's bin A-01 and holds none; part 12 is its declared substitute. */
const short = requisitionLine(1, { quantity: 3, reserved: 0, issued: 0, returned: 0, available: 0, substitutes: [{ id: 12, spare_part_code: 'SP-SUB', name: 'Seal sub' }] });
const waiting = requisitionRow({ status: 'waiting', lines: [short, requisitionLine(2, { quantity: 1, reserved: 1, issued: 0, returned: 0 })] });
const places = (body: Body) => ({ rows: body.part_id === '12' ? [pickerStock(12, 1, 4)] : [pickerStock(11, 1, 1), pickerStock(11, 2, 5)], total: 2 });
const inputOf = (text: string) => screen.getByText(text).closest('label')?.querySelector('input') as HTMLInputElement;
const share = (place: string) => within(screen.getByTestId(`requisition-replace-share-${place}`).closest('.ant-input-number') as HTMLElement).getByRole('spinbutton');

/** The requisition's detail for a storekeeper, line 1's dialog open once its places are listed. */
async function openReplace(detail = waiting, replaced = requisitionRow({ status: 'ready' })) {
  const server = fakeServer(KEEPER, { '/requisition/detail': detail, '/requisition/stock': places, '/requisition/replaceLine': replaced });
  renderPage(<RequisitionDetailPage />, '/?id=9');
  fireEvent.click(await screen.findByTestId('requisition-replace-1'));
  await screen.findByText('Site · Available 5');
  return server;
}

describe('a short requisition line taken from another place or as a substitute (bom/io/view)', () => {
  it('lists the other places of the caller with what is available, too few disabled, and sends the chosen substitute and place', async () => {
    const server = await openReplace();
    // Only the short line offers it.
    expect(screen.queryByTestId('requisition-replace-2')).toBeNull();
    expect(server.bodyOf('/requisition/stock')).toMatchObject({ part_id: '11', only_held: 'true' });
    expect(inputOf('Main · Available 1')).toBeDisabled();
    expect(inputOf('Site · Available 5')).not.toBeDisabled();
    expect(screen.getByTestId('requisition-replace-ok')).toBeDisabled();

    fireEvent.mouseDown(within(screen.getByTestId('requisition-replace-part')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('SP-SUB Seal sub (substitute)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(server.bodyOf('/requisition/stock')).toMatchObject({ part_id: '12' }));
    fireEvent.click(await screen.findByText('Main · Available 4'));
    fireEvent.click(screen.getByTestId('requisition-replace-ok'));
    await waitFor(() => expect(server.count('/requisition/replaceLine')).toBe(1));
    expect(server.bodyOf('/requisition/replaceLine')).toMatchObject({ id: '9', version: '4', line_id: '1', part_id: '12', warehouse_id: '1' });
    expect(server.bodyOf('/requisition/replaceLine')).not.toHaveProperty('bin_id');
  });

  it('splits the line over several places, its own included: a quantity each up to what it has, sent once they add up', async () => {
    const server = await openReplace();
    fireEvent.click(screen.getByTestId('requisition-replace-split'));
    // The line's own place (Main) is offered too when splitting.
    fireEvent.change(share('1|0|'), { target: { value: '1' } });
    fireEvent.change(share('2|0|'), { target: { value: '1' } });
    expect(await screen.findByText('Allocated 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('requisition-replace-ok')).toBeDisabled();
    fireEvent.change(share('2|0|'), { target: { value: '2' } });
    expect(await screen.findByText('Allocated 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('requisition-replace-ok')).not.toBeDisabled());
    fireEvent.click(screen.getByTestId('requisition-replace-ok'));
    await waitFor(() => expect(server.count('/requisition/replaceLine')).toBe(1));
    const sent = server.bodyOf('/requisition/replaceLine') as Record<string, string>;
    expect(sent).toMatchObject({ id: '9', version: '4', line_id: '1', part_id: '11' });
    expect(sent).not.toHaveProperty('warehouse_id');
    expect(JSON.parse(sent.sources as string)).toEqual([
      { warehouse_id: 1, quantity: 1 },
      { warehouse_id: 2, quantity: 2 },
    ]);
  });

  it('tells before sending when a split would take the requisition past its line limit, and keeps OK disabled', async () => {
    const full = requisitionRow({ status: 'waiting', lines: waiting.lines, line_count: INVENTORY_LIMITS.lines });
    const server = await openReplace(full, requisitionRow({ status: 'waiting' }));
    fireEvent.click(screen.getByTestId('requisition-replace-split'));
    fireEvent.change(share('1|0|'), { target: { value: '1' } });
    fireEvent.change(share('2|0|'), { target: { value: '2' } });
    expect(await screen.findByText('Allocated 3 of 3')).toBeInTheDocument();
    const limit = INVENTORY_LIMITS.lines;
    expect(screen.getByTestId('requisition-replace-too-many')).toHaveTextContent(`A requisition holds at most ${limit} lines; this split would make ${limit + 1}: split over fewer places`);
    expect(screen.getByTestId('requisition-replace-ok')).toBeDisabled();
    // All of it at one place adds no line: allowed.
    fireEvent.change(share('1|0|'), { target: { value: '0' } });
    fireEvent.change(share('2|0|'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('requisition-replace-ok')).not.toBeDisabled());
    expect(screen.queryByTestId('requisition-replace-too-many')).toBeNull();
    fireEvent.click(screen.getByTestId('requisition-replace-ok'));
    await waitFor(() => expect(server.count('/requisition/replaceLine')).toBe(1));
    expect(JSON.parse((server.bodyOf('/requisition/replaceLine') as Record<string, string>).sources as string)).toEqual([{ warehouse_id: 2, quantity: 3 }]);
  });

  it('offers nothing without the approval permission, nor once the requisition is approved', async () => {
    fakeServer([Permission.requisition.list, Permission.requisition.issue], { '/requisition/detail': waiting });
    const { unmount } = renderPage(<RequisitionDetailPage />, '/?id=9');
    await screen.findByTestId('requisition-detail');
    expect(screen.queryByTestId('requisition-replace-1')).toBeNull();
    unmount();

    fakeServer(KEEPER, { '/requisition/detail': requisitionRow({ status: 'approved', lines: [short] }) });
    renderPage(<RequisitionDetailPage />, '/?id=9');
    await screen.findByTestId('requisition-detail');
    expect(screen.queryByTestId('requisition-replace-1')).toBeNull();
  });
});
