import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/components/test-utils';
import { MenuTabs } from './MenuTabs';
import { tabsStore } from './menu-tabs';
import { normaliseMenu } from './menu-model';
import { SideMenu } from './SideMenu';

const menu = normaliseMenu([
  {
    id: 1, type: 0, langkey: 'menu.admin', children: [
      { id: 2, pid: 1, type: 1, route: 'user', langkey: 'menu.admin.user', children: [{ id: 3, pid: 2, type: 2, route: 'user/delete' }, { id: 4, pid: 2, type: 3, route: 'user/view' }] },
      { id: 5, pid: 1, type: 0, langkey: 'menu.eqpt', children: [{ id: 6, pid: 5, type: 1, route: '/eqpt/map', langkey: 'menu.eqpt.map' }] },
    ],
  },
  { id: 7, type: 1, route: '/screen/one', name: 'Screen' },
]);

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

const links = (): Array<[string, string | null]> =>
  Array.from(screen.getByTestId('menu').querySelectorAll('a')).map((a) => [a.textContent ?? '', a.getAttribute('href')]);

describe('side menu links', () => {
  it('names an entry by its label once the label arrives after the menu was drawn (the catalogue loads in its own chunk)', async () => {
    const late = normaliseMenu([{ id: 1, type: 1, route: 'late', langkey: 'menu.test.late', name: 'late' }]);
    const { i18n } = renderWithProviders(<SideMenu entries={late} collapsed={false} />, { route: '/gengyun/home' });
    expect(links()).toEqual([['late', '/gengyun/late']]);
    act(() => void i18n.addResourceBundle('en_US', 'translation', { 'menu.test.late': 'Arrived later' }, true, true));
    await waitFor(() => expect(links()).toEqual([['Arrived later', '/gengyun/late']]));
  });

  it('renders every page entry, nested folders included, as a link to its address; folders, buttons and details are not links', async () => {
    renderWithProviders(<SideMenu entries={menu} collapsed={false} />, { route: '/gengyun/home' });
    fireEvent.click(screen.getByText('Administration'));
    fireEvent.click(await screen.findByText('Equipment'));
    await screen.findByText('Equipment map');
    expect(links()).toEqual([
      ['Users', '/gengyun/user'],
      ['Equipment map', '/gengyun/eqpt/map'],
      ['Screen', '/screen/one'],
    ]);
  });

  it('navigates in place on a plain click and leaves a ctrl-click or middle-click to the browser', async () => {
    renderWithProviders(<><SideMenu entries={menu} collapsed={false} /><Where /></>, { route: '/gengyun/user' });
    fireEvent.click(screen.getByText('Equipment'));
    const map = await within(screen.getByTestId('menu')).findByRole('link', { name: 'Equipment map', hidden: true });
    expect(fireEvent.click(map, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(map, { button: 1 })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/gengyun/user');
    expect(fireEvent.click(map)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gengyun/eqpt/map'));
  });
});

describe('tab links', () => {
  beforeEach(() => tabsStore.set([{ route: 'home', langkey: 'menu.personal.home', lock: true }, { route: 'eqpt/list/view', langkey: 'menu.eqpt.listView', lock: false, search: '?id=7' }]));
  afterEach(() => tabsStore.reset());

  it('labels each tab with a link to its page and query; a plain click switches, a ctrl-click does not', async () => {
    renderWithProviders(<><MenuTabs labelOf={(tab) => tab.route} /><Where /></>, { route: '/gengyun/home' });
    const detail = screen.getByRole('link', { name: 'eqpt/list/view' });
    expect(detail).toHaveAttribute('href', '/gengyun/eqpt/list/view?id=7');
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/gengyun/home');
    expect(fireEvent.click(detail, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/gengyun/home');
    expect(fireEvent.click(detail)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gengyun/eqpt/list/view?id=7'));
  });
});
