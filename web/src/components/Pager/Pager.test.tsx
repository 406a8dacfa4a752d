import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { Pager } from './Pager';
import { usePaging } from './usePaging';
import { act, renderHook } from '@testing-library/react';

describe('Pager', () => {
  it('shows the total and at most 5 page buttons', () => {
    const { container } = renderWithProviders(<Pager pageNumber={6} pageSize={20} total={1000} onChange={() => undefined} />);
    expect(screen.getByText('1000 items in total')).toBeInTheDocument();
    const pages = container.querySelectorAll('.ant-pagination-item');
    expect(pages.length).toBeLessThanOrEqual(5);
    expect(container.querySelector('.ant-pagination-item-active')).toHaveTextContent('6');
  });

  it('says "more than" the total when the server stopped counting, in both languages, and still pages', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Pager pageNumber={1} pageSize={20} total={2000} totalCapped onChange={onChange} />);
    expect(screen.getByText('More than 2000 items')).toBeInTheDocument();
    expect(screen.queryByText('2000 items in total')).toBeNull();
    fireEvent.click(within(container.querySelector('.ant-pagination') as HTMLElement).getByTitle('100'));
    expect(onChange).toHaveBeenCalledWith(100, 20);
    renderWithProviders(<Pager pageNumber={1} pageSize={20} total={2000} totalCapped onChange={onChange} />, { lang: 'zh_CN' });
    expect(screen.getByText('超过 2000 条')).toBeInTheDocument();
  });

  it('reports the page clicked', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Pager pageNumber={1} pageSize={20} total={100} onChange={onChange} />);
    fireEvent.click(within(container.querySelector('.ant-pagination') as HTMLElement).getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 20);
  });

  it('offers the pageSizeList sizes and restarts at page 1 on a new size', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Pager pageNumber={3} pageSize={20} total={500} onChange={onChange} />, { lang: 'zh_CN' });
    expect(screen.getByText('共 500 条')).toBeInTheDocument();
    const selector = container.querySelector('.ant-select') as HTMLElement;
    fireEvent.mouseDown(selector.querySelector('.ant-select-selector, input, [role="combobox"]') ?? selector);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent ?? o.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining([expect.stringContaining('10'), expect.stringContaining('100')]),
    );
    fireEvent.click(await screen.findByTitle('50 条/页'));
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });
});

describe('usePaging', () => {
  it('starts at page 1 size 20 and resets to page 1', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current).toMatchObject({ pageNumber: 1, pageSize: 20 });
    act(() => result.current.setPage(4, 50));
    expect(result.current).toMatchObject({ pageNumber: 4, pageSize: 50 });
    act(() => result.current.resetPage());
    expect(result.current).toMatchObject({ pageNumber: 1, pageSize: 50 });
  });
});
