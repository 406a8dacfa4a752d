import { closeAllTabs, closeOtherTabs, closeTab, HOME_TAB, openTab, type MenuTab } from './menu-tabs';

const tab = (route: string, lock = false): MenuTab => ({ route, langkey: `menu.${route}`, lock });
const routes = (tabs: MenuTab[]): string[] => tabs.map((item) => item.route);

describe('openTab', () => {
  it('appends a new tab after home and never locks it', () => {
    const tabs = openTab([HOME_TAB], { ...tab('user'), lock: true });
    expect(routes(tabs)).toEqual(['home', 'user']);
    expect(tabs[1].lock).toBe(false);
  });
  it('reuses an open tab, refreshing its search and label but keeping its place', () => {
    const tabs = openTab([HOME_TAB, tab('user'), tab('org')], { route: 'user', langkey: 'menu.admin.user', lock: false, search: '?id=1' });
    expect(routes(tabs)).toEqual(['home', 'user', 'org']);
    expect(tabs[1]).toEqual({ route: 'user', langkey: 'menu.admin.user', lock: false, search: '?id=1' });
  });
  it('restores a missing or misplaced home tab first and locked', () => {
    expect(routes(openTab([tab('org'), tab('home')], tab('user')))).toEqual(['home', 'org', 'user']);
    expect(openTab([], tab('user'))[0]).toEqual(HOME_TAB);
  });
  it('opening home keeps one locked home tab', () => {
    const tabs = openTab([HOME_TAB, tab('user')], { ...tab('home'), search: '?x=1' });
    expect(routes(tabs)).toEqual(['home', 'user']);
    expect(tabs[0].lock).toBe(true);
  });
});

describe('closeTab', () => {
  const open = [HOME_TAB, tab('a'), tab('b'), tab('c')];
  it('refuses to close the locked home tab', () => {
    expect(closeTab(open, 'home', 'home')).toEqual({ tabs: open, next: null });
  });
  it('closing an inactive tab keeps the active page', () => {
    const result = closeTab(open, 'b', 'a');
    expect(routes(result.tabs)).toEqual(['home', 'a', 'c']);
    expect(result.next).toBeNull();
  });
  it('closing the active tab shows its right neighbour, or the left one at the end', () => {
    expect(closeTab(open, 'b', 'b').next?.route).toBe('c');
    expect(closeTab(open, 'c', 'c').next?.route).toBe('b');
    expect(closeTab([HOME_TAB, tab('a')], 'a', 'a').next?.route).toBe('home');
  });
  it('an unknown route changes nothing', () => {
    expect(routes(closeTab(open, 'zzz', 'a').tabs)).toEqual(['home', 'a', 'b', 'c']);
  });
});

describe('close others / all', () => {
  const open = [HOME_TAB, tab('a'), tab('b')];
  it('close others keeps home and the given tab', () => {
    expect(routes(closeOtherTabs(open, 'b'))).toEqual(['home', 'b']);
    expect(routes(closeOtherTabs(open, 'home'))).toEqual(['home']);
  });
  it('close all keeps only home', () => {
    expect(closeAllTabs(open)).toEqual([HOME_TAB]);
  });
});
