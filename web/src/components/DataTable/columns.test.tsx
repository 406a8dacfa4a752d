import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../test-utils';
import { DataTable } from './DataTable';
import { dateColumn, enumColumn, levelColumn, linkColumn, selectColumn, switchColumn, textColumn } from './columns';
import { formatDate } from './format';
import { detailLink, routePath } from './navigation';
import { levelColour } from './levels';

interface Row {
  id: number;
  code: string;
  status: number;
  created: string;
  level: number;
  enabled: number;
  kind: string;
}

const row: Row = { id: 7, code: 'EQ-7', status: 1, created: '2024-03-05T08:09:10', level: 5, enabled: 1, kind: 'b' };

function Where(): React.ReactElement {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

describe('column factories', () => {
  it('format dates as YYYY-MM-DD HH:mm:ss and blank invalid dates', () => {
    expect(formatDate('2024-03-05T08:09:10')).toBe('2024-03-05 08:09:10');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('colour levels 1-5 and nothing else', () => {
    expect(levelColour(1)).toBeDefined();
    expect(levelColour('5')).toBe('#f5222d');
    expect(levelColour(6)).toBeUndefined();
    expect(levelColour(null)).toBeUndefined();
  });

  it('build named links relative to /gengyun with the id in the query', () => {
    expect(routePath('eqpt/list/view')).toBe('/gengyun/eqpt/list/view');
    expect(detailLink('/screen/one', 'a b')).toBe('/screen/one?id=a%20b');
  });

  it('render text, status tag, date, level, switch and select cells', () => {
    const onSwitch = vi.fn();
    const onSelect = vi.fn();
    renderWithProviders(
      <DataTable<Row>
        columnPicker={false}
        rows={[row]}
        columns={[
          textColumn({ key: 'code', titleKey: 'components.map.assetCode' }),
          enumColumn({ key: 'status', titleKey: 'components.map.status', options: { 1: { labelKey: 'components.date.today', color: 'success' } } }),
          dateColumn({ key: 'created', titleKey: 'components.date.start' }),
          levelColumn({ key: 'level', titleKey: 'components.table.index' }),
          switchColumn({ key: 'enabled', titleKey: 'components.search.search', auth: true, onChange: onSwitch }),
          selectColumn({ key: 'kind', titleKey: 'components.search.reset', auth: false, onChange: onSelect, options: [{ value: 'b', label: 'Bravo' }] }),
        ]}
      />,
    );
    expect(Array.from(document.querySelectorAll('th')).map((th) => th.textContent)).toContain('Asset code');
    expect(screen.getByText('EQ-7')).toBeInTheDocument();
    expect(screen.getByText('Today').className).toMatch(/success/);
    expect(screen.getByText('2024-03-05 08:09:10')).toBeInTheDocument();
    expect(screen.getByText('Level 5')).toHaveStyle({ background: '#f5222d' });
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(onSwitch).toHaveBeenCalledWith(row, false);
    expect(screen.getByText('Bravo')).toBeInTheDocument();
    expect(document.querySelector('.ant-select-disabled')).not.toBeNull();
  });

  it('disable the switch when its auth flag is false', () => {
    const onSwitch = vi.fn();
    renderWithProviders(<DataTable<Row> columnPicker={false} rows={[row]} columns={[switchColumn({ key: 'enabled', auth: false, onChange: onSwitch })]} />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeDisabled();
    fireEvent.click(toggle);
    expect(onSwitch).not.toHaveBeenCalled();
  });
});

describe('linkColumn', () => {
  it('navigates with react-router to the named route with the key column id', () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<DataTable<Row> rows={[row]} columns={[linkColumn({ key: 'code', route: 'eqpt/list/view', routeAuth: true, idKey: 'id' })]} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'EQ-7' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/gengyun/eqpt/list/view?id=7');
  });

  it('uses the navigate prop, a key column other than id, and the row as state', () => {
    const navigate = vi.fn();
    renderWithProviders(<DataTable<Row> navigate={navigate} rows={[row]} columns={[linkColumn({ key: 'code', route: 'x/view', idKey: 'code' })]} />);
    fireEvent.click(screen.getByRole('button', { name: 'EQ-7' }));
    expect(navigate).toHaveBeenCalledWith('/gengyun/x/view?id=EQ-7', { state: { row, id: 'EQ-7' } });
  });

  it('shows plain text without the route auth flag, and calls a callback instead of navigating', () => {
    const navigate = vi.fn();
    const onClick = vi.fn();
    renderWithProviders(
      <DataTable<Row>
        navigate={navigate}
        rows={[row]}
        columns={[
          linkColumn({ key: 'code', route: 'x/view', routeAuth: false }),
          linkColumn({ key: 'status', titleKey: 'components.table.view', onClick, text: () => 'open' }),
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'EQ-7' })).toBeNull();
    expect(screen.getByText('EQ-7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(onClick).toHaveBeenCalledWith(row);
    expect(navigate).not.toHaveBeenCalled();
  });
});
