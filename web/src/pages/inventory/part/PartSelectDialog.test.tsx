import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SparePartRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PartSelectDialog } from './PartSelectDialog';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const part = (id: number, code: string) => ({ ...TENANT_COLUMNS, id, spare_part_code: code, name: `Part ${id}`, unit: 'pcs', on_hand: 3 }) as SparePartRow;
const boxOf = (code: string): HTMLInputElement => screen.getByText(code).closest('tr')!.querySelector('input[type="checkbox"]') as HTMLInputElement;

describe('PartSelectDialog', () => {
  it('disables the row of a spare_part_code already chosen and answers only the newly chosen parts', async () => {
    const server = fakeServer([], { '/sparePart/pageList': { rows: [part(1, 'BRG-1'), part(2, 'SEAL-2')], total: 2 } });
    const onChoose = vi.fn();
    renderPage(<PartSelectDialog open chosenCodes={['BRG-1']} onChoose={onChoose} onClose={() => undefined} />);
    await screen.findByText('SEAL-2');
    expect(boxOf('BRG-1')).toBeDisabled();
    fireEvent.click(boxOf('BRG-1'));
    expect(boxOf('BRG-1')).not.toBeChecked();
    expect(boxOf('SEAL-2')).not.toBeDisabled();
    fireEvent.click(boxOf('SEAL-2'));
    fireEvent.click(screen.getByTestId('part-select-ok'));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose.mock.calls[0]![0].map((r: SparePartRow) => r.spare_part_code)).toEqual(['SEAL-2']);
    expect(server.bodyOf('/sparePart/pageList')).toMatchObject({ pageSize: '50' });
  });
});
