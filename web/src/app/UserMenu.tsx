import type { ReactElement } from 'react';
import { Avatar, Badge, Dropdown, Space } from 'antd';
import { LockOutlined, LogoutOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/session-calls';
import { useUnreadCount } from '@/api/session.api';
import { useT } from '@/i18n/t';
import { SHELL_BASE } from './route-types';
import { useLiveUnread } from './use-live-unread';
import { useSession } from './session-store';

/** Avatar and name; my info, my password, my messages (unread badge, kept live by push), logout. */
export function UserMenu(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const session = useSession();
  const unread = useUnreadCount().data ?? 0;
  useLiveUnread();

  const items = [
    { key: 'my/info', icon: <UserOutlined />, label: <span data-testid="user-menu-info">{t('menu.personal.myInfo')}</span> },
    { key: 'my/password', icon: <LockOutlined />, label: <span data-testid="user-menu-password">{t('menu.personal.myPassword')}</span> },
    {
      key: 'my/message',
      icon: <MessageOutlined />,
      label: (
        <Space data-testid="user-menu-message">
          {t('menu.personal.myMessage')}
          <Badge count={unread} size="small" />
        </Space>
      ),
    },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('web.header.logout')}</span> },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') {
            void logout().then(() => navigate('/login', { replace: true }));
            return;
          }
          void navigate(`${SHELL_BASE}/${key}`);
        },
      }}
    >
      <Space className="gy-user-menu" data-testid="user-menu" style={{ cursor: 'pointer' }}>
        <Badge dot={unread > 0} offset={[-2, 2]}>
          <Avatar size="small" icon={<UserOutlined />} style={{ background: 'var(--gy-primary)' }} />
        </Badge>
        <span>{session?.name ?? session?.account ?? ''}</span>
      </Space>
    </Dropdown>
  );
}
