import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { textColumn } from '../DataTable';
import { ChooseDialog, type ChooseParams } from './ChooseDialog';
import { validateChoice } from './validateChoice';

interface Asset {
  id: number;
  asset_name: string;
}

const all: Asset[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, asset_name: `asset-${i + 1}` }));
const fetcher = vi.fn((params: ChooseParams) => {
  const matching = all.filter((a) => a.asset_name.includes(params.keyword));
  const start = (params.pageNumber - 1) * params.pageSize;
  return Promise.resolve({ rows: matching.slice(start, start + params.pageSize), total: matching.length });
});
const columns = [textColumn<Asset>({ key: 'asset_name', titleKey: 'components.map.assetName' })];

const rowBox = (id: number): HTMLInputElement => document.querySelector(`tr[data-row-key="${id}"] input[type="checkbox"]`) as HTMLInputElement;
const dialog = (): HTMLElement => screen.getByRole('dialog');
const ok = (): HTMLElement => within(dialog()).getByRole('button', { name: /Confirm/ });

beforeEach(() => {
  fetcher.mockClear();
});

describe('validateChoice', () => {
  it('refuses nothing, several in single mode, and more than max in multi mode', () => {
    expect(validateChoice(0, { multiple: false, name: 'asset' })).toEqual({ key: 'components.choose.pleaseChoose', params: ['asset'] });
    expect(validateChoice(2, { multiple: false, name: 'asset' })?.key).toBe('components.choose.onlyOne');
    expect(validateChoice(6, { multiple: true, name: 'asset' })).toEqual({ key: 'components.choose.maxExceeded', params: [5] });
    expect(validateChoice(5, { multiple: true, name: 'asset' })).toBeNull();
    expect(validateChoice(3, { multiple: true, max: 2, name: 'asset' })?.params).toEqual([2]);
    expect(validateChoice(1, { multiple: false, name: 'asset' })).toBeNull();
  });
});

describe('ChooseDialog', () => {
  it('loads page 1 of 20 with extras, searches by keyword from page 1, and is 1000 px wide', async () => {
    renderWithProviders(<ChooseDialog<Asset> open nameKey="components.map.assetName" fetcher={fetcher} columns={columns} extras={{ type: 3 }} onConfirm={() => undefined} onCancel={() => undefined} />);
    await screen.findByText('asset-20');
    expect(fetcher).toHaveBeenLastCalledWith({ keyword: '', keywordSearch: '', pageNumber: 1, pageSize: 20, type: 3 });
    expect(screen.getByText('Choose Asset name')).toBeInTheDocument();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1000px');

    fireEvent.click(within(dialog()).getByTitle('2'));
    await screen.findByText('asset-21');
    fireEvent.change(screen.getByPlaceholderText('Enter a keyword'), { target: { value: 'asset-4' } });
    fireEvent.keyDown(screen.getByPlaceholderText('Enter a keyword'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'asset-4', keywordSearch: 'asset-4', pageNumber: 1 })));
    await screen.findByText('asset-45');
  });

  it('toasts please choose {0} when nothing is chosen and does not confirm', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ChooseDialog<Asset> open nameKey="components.map.assetName" fetcher={fetcher} columns={columns} onConfirm={onConfirm} onCancel={() => undefined} />, { lang: 'zh_CN' });
    await screen.findByText('asset-1');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择设备名称')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('allows one row in single mode', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ChooseDialog<Asset> open nameKey="components.map.assetName" fetcher={fetcher} columns={columns} onConfirm={onConfirm} onCancel={() => undefined} />);
    await screen.findByText('asset-1');
    fireEvent.click(rowBox(1));
    fireEvent.click(rowBox(2));
    fireEvent.click(ok());
    expect(await screen.findByText('Only one record can be chosen')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(rowBox(1));
    fireEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledWith([all[1]]);
  });

  it('allows at most max rows in multi mode', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ChooseDialog<Asset> open multiple max={2} nameKey="components.map.assetName" fetcher={fetcher} columns={columns} onConfirm={onConfirm} onCancel={() => undefined} />);
    await screen.findByText('asset-1');
    [1, 2, 3].forEach((id) => fireEvent.click(rowBox(id)));
    fireEvent.click(ok());
    expect(await screen.findByText('At most 2 records can be chosen')).toBeInTheDocument();
    fireEvent.click(rowBox(3));
    fireEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledWith([all[0], all[1]]);
  });
});
