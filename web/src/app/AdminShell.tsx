import { lazy, Suspense, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Button, Layout, Spin } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router-dom';
import { importWithTimeout } from '@/api/chunk-errors';
import { useUserMenu } from '@/api/session.api';
import { useDefaultThemeFollowsSettings, useSiteSettings } from '@/api/site-settings';
import { loadFullCatalogue } from '@/i18n/i18n-instance';
import { useT } from '@/i18n/t';
import { LiveClock } from './LiveClock';
import { BrandLogo } from './brand/BrandLogo';
import { useAfterFirstPaint } from './after-first-paint';
import { activateMenu } from './menu-model';
import { relativeRoute, useTabForLocation } from './tab-location';
import { HOME_TAB, type MenuTab } from './menu-tabs';
import { LanguageSwitch, ThemeSwitch } from './PreferenceSwitches';
import { adminRouteByPath } from './route-table';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

const { Header, Sider, Content } = Layout;

/** The page tabs (antd Tabs and a dropdown) come right after the frame; a bar of the same height holds their place. */
const MenuTabs = lazy(() => importWithTimeout(() => import('./MenuTabs')).then((module) => ({ default: module.MenuTabs })));

/**
 * The live alarm pieces (socket, counter, banner, their labels) load once the first page is drawn and the browser is
 * idle, in a chunk of their own.
 */
const AlarmLive = lazy(() =>
  Promise.all([importWithTimeout(() => import('@/pages/alarms/live/AlarmLive')), loadFullCatalogue()]).then(([module]) => ({ default: module.AlarmLive })),
);

/** The admin layout under /gengyun: side menu, header, page tabs and the lazily loaded page. */
export function AdminShell(): ReactElement {
  const { t, tLoose } = useT();
  const [collapsed, setCollapsed] = useState(false);
  // Below antd's md breakpoint (a phone) the menu folds away entirely and opens over nothing but the toggle.
  const [narrow, setNarrow] = useState(false);
  const [alarmDock, setAlarmDock] = useState<HTMLDivElement | null>(null);
  const drawn = useAfterFirstPaint();
  const { pathname } = useLocation();
  const entries = useUserMenu().data?.entries ?? [];
  const activation = useMemo(() => activateMenu(entries, pathname), [entries, pathname]);
  const route = relativeRoute(pathname);
  const langkey = activation.entry?.langkey ?? adminRouteByPath.get(route)?.menuKey ?? (route === HOME_TAB.route ? HOME_TAB.langkey : route);
  useTabForLocation(langkey);

  const labelOf = (tab: MenuTab): string => tLoose(tab.langkey, tab.route);
  const site = useSiteSettings().data;
  useDefaultThemeFollowsSettings(site);
  const title = site?.title || t('web.app.name');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = t('web.app.name');
    };
  }, [title, t]);

  return (
    <Layout className="gy-shell">
      <Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={220}
        collapsedWidth={narrow ? 0 : 64}
        breakpoint="md"
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
      >
        <div className="gy-shell-brand">
          <BrandLogo logoFileId={site?.logo_file_id} compact={collapsed} alt={title} />
        </div>
        <SideMenu entries={entries} collapsed={collapsed} />
      </Sider>
      <Layout className="gy-shell-content">
        <Header className="gy-shell-header">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={t(collapsed ? 'web.header.expandMenu' : 'web.header.collapseMenu')}
            data-testid="menu-toggle"
            onClick={() => setCollapsed((value) => !value)}
          />
          <span className="gy-shell-title" data-testid="site-title" title={title}>
            {title}
          </span>
          <span className="gy-spacer" />
          <Suspense fallback={null}>
            {drawn && <AlarmLive dock={alarmDock} />}
          </Suspense>
          <LiveClock />
          <LanguageSwitch />
          <ThemeSwitch />
          <UserMenu />
        </Header>
        <div ref={setAlarmDock} className="gy-alarm-dock" data-testid="alarm-dock" />
        <Suspense fallback={<div className="gy-tab-bar gy-tab-bar-placeholder" />}>
          <MenuTabs labelOf={labelOf} />
        </Suspense>
        <Content className="gy-page">
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}
