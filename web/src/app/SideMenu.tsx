import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/t';
import { menuIcon } from './menu-icons';
import { activateMenu, flattenMenu, menuRouteToPath, MenuType, type MenuEntry } from './menu-model';

type MenuItem = Required<MenuProps>['items'][number];

const visible = (entry: MenuEntry): boolean => entry.type === MenuType.folder || entry.type === MenuType.route;

/**
 * The server's menu tree as an antd inline menu: folders nest, pages are links to their address (a plain click
 * navigates in place, middle-click or ctrl-click opens a browser tab), buttons and details hide.
 */
export function SideMenu({ entries, collapsed }: { entries: MenuEntry[]; collapsed: boolean }): ReactElement {
  const { tLoose } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activation = useMemo(() => activateMenu(entries, pathname), [entries, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(activation.openKeys);

  useEffect(() => {
    if (!collapsed) setOpenKeys((keys) => Array.from(new Set([...keys, ...activation.openKeys])));
  }, [activation.openKeys, collapsed]);

  const items = useMemo(() => {
    const build = (list: MenuEntry[]): MenuItem[] =>
      list.filter(visible).map((entry): MenuItem => {
        const label = tLoose(entry.langkey ?? undefined, entry.name ?? '');
        const isFolder = entry.type === MenuType.folder;
        if (isFolder) {
          return { key: String(entry.id), icon: menuIcon(entry.icon, true), label, children: build(entry.children ?? []) };
        }
        const link = entry.route ? (
          <Link to={menuRouteToPath(entry.route)} className="gy-menu-link">
            {label}
          </Link>
        ) : (
          label
        );
        return { key: String(entry.id), icon: menuIcon(entry.icon, false), label: link };
      });
    return build(entries);
  }, [entries, tLoose]);

  const routeById = useMemo(
    () => new Map(flattenMenu(entries).map((entry) => [String(entry.id), entry.route ?? ''])),
    [entries],
  );

  return (
    <div className="gy-shell-sider-menu" data-testid="menu">
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={activation.selectedKey ? [activation.selectedKey] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        onClick={({ key, domEvent }) => {
          // Mouse clicks are the link's own (in-app for a plain click, the browser's for a new tab); keys come here.
          if (!('key' in domEvent)) return;
          const route = routeById.get(String(key));
          if (route) void navigate(menuRouteToPath(route));
        }}
      />
    </div>
  );
}
