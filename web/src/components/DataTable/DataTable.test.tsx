import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { DataTable } from './DataTable';
import { textColumn } from './columns';

interface Part {
  id: number;
  spare_part_code: string;
  name: string;
  model: string;
}

const rows: Part[] = [
  { id: 1, spare_part_code: 'SP-1', name: 'Bearing', model: 'B1' },
  { id: 2, spare_part_code: 'SP-2', name: 'Belt', model: 'B2' },
];
const columns = [
  textColumn<Part>({ key: 'name', titleKey: 'components.map.assetName' }),
  textColumn<Part>({ key: 'model', titleKey: 'components.map.assetCode', defaultHidden: true }),
];

const headers = (): string[] => Array.from(document.querySelectorAll('th')).map((th) => th.textContent ?? '');

describe('DataTable', () => {
  it('numbers rows from the page offset and shows the pager total', () => {
    renderWithProviders(
      <DataTable<Part> showIndex rows={rows} columns={columns} paging={{ pageNumber: 3, pageSize: 20, total: 42, onChange: () => undefined }} />,
    );
    expect(headers()).toContain('No.');
    const body = document.querySelector('.ant-table-tbody') as HTMLElement;
    expect(within(body).getByText('41')).toBeInTheDocument();
    expect(within(body).getByText('42')).toBeInTheDocument();
    expect(screen.getByText('42 items in total')).toBeInTheDocument();
  });

  it('adds a 220 px actions column fixed right and centres cells', () => {
    const { container } = renderWithProviders(<DataTable<Part> rows={rows} columns={columns} actions={(row) => <span>act-{row.id}</span>} />);
    expect(screen.getByText('act-2')).toBeInTheDocument();
    const actionsHeader = Array.from(container.querySelectorAll('th')).find((th) => th.textContent === 'Actions') as HTMLElement;
    expect(actionsHeader.className).toMatch(/fix-end|fix-right/);
    const widths = Array.from(container.querySelectorAll('col')).map((c) => (c as HTMLElement).style.width);
    expect(widths).toContain('220px');
    expect(widths).toContain('50px');
    expect(screen.getByText('Bearing').closest('td')).toHaveStyle({ textAlign: 'center' });
  });

  it('disables selection for rows already had and reports the chosen rows', () => {
    const onChange = vi.fn();
    renderWithProviders(<DataTable<Part> rows={rows} columns={columns} selection={{ onChange }} alreadyHave={['SP-1']} />);
    const boxes = Array.from(document.querySelectorAll<HTMLInputElement>('tr[data-row-key] input[type="checkbox"]'));
    expect(boxes[0]).toBeDisabled();
    expect(boxes[1]).not.toBeDisabled();
    fireEvent.click(boxes[1]);
    expect(onChange).toHaveBeenCalledWith([2], [rows[1]]);
    expect(document.querySelector('.ant-table-selection-column')).not.toBeNull();
    expect(Array.from(document.querySelectorAll('col')).map((c) => (c as HTMLElement).style.width)).toContain('56px');
  });

  it('hides, shows and resets columns through the picker popover', async () => {
    renderWithProviders(<DataTable<Part> rows={rows} columns={columns} />);
    expect(headers()).toContain('Asset name');
    expect(headers()).not.toContain('Asset code');

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const popover = await screen.findByRole('tooltip').catch(() => document.querySelector('.ant-popover') as HTMLElement);
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Asset name' }));
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Asset code' }));
    fireEvent.click(within(popover).getByRole('button', { name: 'Confirm' }));
    expect(headers()).not.toContain('Asset name');
    expect(headers()).toContain('Asset code');

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(document.querySelector('.ant-popover') as HTMLElement).getByRole('button', { name: 'Reset' }));
    expect(headers()).toContain('Asset name');
    expect(headers()).not.toContain('Asset code');
  });

  it('puts key columns first and, in a wide box, shares the width out beyond the minimums', () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: this.classList.contains('gy-data-table') ? 1000 : 0 } as DOMRect;
    });
    const keyed = [
      textColumn<Part>({ key: 'model', titleKey: 'components.map.assetCode', width: 100 }),
      textColumn<Part>({ key: 'name', titleKey: 'components.map.assetName', essential: true, width: 200 }),
    ];
    const { container } = renderWithProviders(<DataTable<Part> rows={rows} columns={keyed} actions={() => null} />);
    expect(headers().slice(0, 2)).toEqual(['Asset name', 'Asset code']);
    const widths = Array.from(container.querySelectorAll('col')).map((c) => parseInt((c as HTMLElement).style.width, 10));
    // 1000 − 220 (actions) − 50 (picker) − 2 (borders) = 728 shared 2:1.
    expect(widths.slice(0, 2)).toEqual([485, 243]);
    expect(widths.slice(2)).toEqual([220, 50]);
    rect.mockRestore();
  });

  it('shows the empty state without rows', () => {
    renderWithProviders(<DataTable<Part> rows={[]} columns={columns} />, { lang: 'zh_CN' });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
