import { lazyPage, type PageRoute } from '@/app/route-types';

/** Personal pages under /gengyun: open to every logged-in user (SPEC section 2). */
export const routes: PageRoute[] = [
  { path: 'home', menuKey: 'menu.personal.home', permission: 'loggedIn', page: lazyPage(() => import('./HomePage'), 'HomePage', 'first-paint') },
  { path: 'my/info', menuKey: 'menu.personal.myInfo', permission: 'loggedIn', page: lazyPage(() => import('./MyInfoPage'), 'MyInfoPage') },
  {
    path: 'my/password',
    menuKey: 'menu.personal.myPassword',
    permission: 'loggedIn',
    page: lazyPage(() => import('./MyPasswordPage'), 'MyPasswordPage'),
  },
  {
    path: 'my/message',
    menuKey: 'menu.personal.myMessage',
    permission: 'loggedIn',
    page: lazyPage(() => import('./MyMessagePage'), 'MyMessagePage'),
  },
];
