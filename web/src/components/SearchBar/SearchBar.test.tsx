import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { SearchBar } from './SearchBar';
import { pagingOf } from './paging-of';
import { useSearchHelper } from './useSearchHelper';

describe('SearchBar', () => {
  it('searches the trimmed keyword on Enter and on the button', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Enter a keyword');
    fireEvent.change(box, { target: { value: ' pump ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenLastCalledWith('pump');
    fireEvent.change(box, { target: { value: 'valve' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith('valve');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows reset only when asked, which clears the box', () => {
    const onReset = vi.fn();
    const { rerender } = renderWithProviders(<SearchBar onSearch={() => undefined} />, { lang: 'zh_CN' });
    expect(screen.queryByRole('button', { name: /重\s*置/ })).toBeNull();
    rerender(<SearchBar onSearch={() => undefined} onReset={onReset} extra={<span>filter-slot</span>} />);
    const box = screen.getByPlaceholderText('请输入关键字');
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('');
    expect(screen.getByText('filter-slot')).toBeInTheDocument();
  });
});

describe('useSearchHelper', () => {
  it('pages by 10 and goes back to page 1 on search, keeping filters', () => {
    const { result } = renderHook(() => useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number; status?: number }>());
    expect(result.current.params).toEqual({ keyword: '', pageNumber: 1, pageSize: 10 });
    act(() => result.current.setPage(3, 10));
    act(() => result.current.search('pump', { status: 2 }));
    expect(result.current.params).toEqual({ keyword: 'pump', pageNumber: 1, pageSize: 10, status: 2 });
    act(() => result.current.setPage(2, 50));
    act(() => result.current.search());
    expect(result.current.params).toMatchObject({ keyword: 'pump', pageNumber: 1, pageSize: 50 });
    act(() => result.current.reset());
    expect(result.current.params).toEqual({ keyword: '', pageNumber: 1, pageSize: 10 });
  });
});

describe('pagingOf', () => {
  it('takes page and size from the search helper and the total from the answer (0 while loading)', () => {
    const { result } = renderHook(() => useSearchHelper());
    act(() => result.current.setPage(2, 10));
    expect(pagingOf(result.current, { data: { total: 35 } })).toEqual({ pageNumber: 2, pageSize: 10, total: 35, onChange: result.current.setPage });
    expect(pagingOf(result.current, {}).total).toBe(0);
  });
});
