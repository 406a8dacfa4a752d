import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the no-data label by default and a custom key when given', () => {
    const { rerender } = renderWithProviders(<EmptyState />, { lang: 'zh_CN' });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<EmptyState descriptionKey="components.map.loading" />);
    expect(screen.getByText('地图加载中')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});
