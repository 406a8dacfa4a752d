import type { ReactElement } from 'react';
import { Button, Dropdown, Tabs } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/t';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_ROUTE, tabsStore, useMenuTabs, type MenuTab } from './menu-tabs';
import { SHELL_BASE } from './route-types';
import { TabLink } from './tab-link';
import { relativeRoute, tabPath } from './tab-location';

/** The row of open page tabs, each a link to its page: home is locked; close, close others, close all but home (loaded after the frame). */
export function MenuTabs({ labelOf }: { labelOf: (tab: MenuTab) => string }): ReactElement {
  const { t } = useT();
  const tabs = useMenuTabs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = relativeRoute(pathname);

  const close = (route: string): void => {
    const result = closeTab(tabs, route, active);
    tabsStore.set(result.tabs);
    if (result.next) void navigate(tabPath(result.next));
  };

  const menuItems = [
    { key: 'others', label: <span data-testid="tab-close-others">{t('web.tabs.closeOthers')}</span> },
    { key: 'all', label: <span data-testid="tab-close-all">{t('web.tabs.closeAll')}</span> },
  ];

  return (
    <div className="gy-tab-bar" data-testid="tab-bar">
      <Tabs
        size="small"
        type="editable-card"
        hideAdd
        activeKey={active}
        onChange={(route) => {
          const tab = tabs.find((item) => item.route === route);
          if (tab) void navigate(tabPath(tab));
        }}
        onEdit={(route, action) => {
          if (action === 'remove' && typeof route === 'string') close(route);
        }}
        items={tabs.map((tab) => ({ key: tab.route, label: <TabLink href={tabPath(tab)}>{labelOf(tab)}</TabLink>, closable: !tab.lock }))}
        tabBarExtraContent={
          <Dropdown
            trigger={['click']}
            menu={{
              items: menuItems,
              onClick: ({ key }) => {
                if (key === 'others') tabsStore.set(closeOtherTabs(tabs, active));
                if (key === 'all') {
                  tabsStore.set(closeAllTabs(tabs));
                  void navigate(`${SHELL_BASE}/${HOME_ROUTE}`);
                }
              },
            }}
          >
            <Button size="small" type="text" icon={<DownOutlined />} aria-label={t('web.tabs.actions')} data-testid="tab-actions" />
          </Dropdown>
        }
      />
    </div>
  );
}
