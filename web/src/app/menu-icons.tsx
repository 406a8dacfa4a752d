import type { ReactElement } from 'react';
import {
  AlertOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined,
  BookOutlined, CalendarOutlined, CloudServerOutlined, ClusterOutlined, ControlOutlined, DashboardOutlined,
  DatabaseOutlined, DollarOutlined, EnvironmentOutlined, ExportOutlined, FileTextOutlined, FolderOutlined,
  GlobalOutlined, HddOutlined, HomeOutlined, ImportOutlined, InboxOutlined, LineChartOutlined, MessageOutlined,
  MonitorOutlined, PieChartOutlined, ProfileOutlined, QrcodeOutlined, SafetyOutlined, ScheduleOutlined,
  SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined, ToolOutlined, UserOutlined,
} from '@ant-design/icons';

/** Icons a menu entry may name, by antd name (`SettingOutlined`) or short name (`setting`). */
const ICONS: Record<string, () => ReactElement> = {
  AlertOutlined: () => <AlertOutlined />, ApartmentOutlined: () => <ApartmentOutlined />,
  AppstoreOutlined: () => <AppstoreOutlined />, AuditOutlined: () => <AuditOutlined />, BankOutlined: () => <BankOutlined />,
  BarChartOutlined: () => <BarChartOutlined />, BellOutlined: () => <BellOutlined />, BookOutlined: () => <BookOutlined />,
  CalendarOutlined: () => <CalendarOutlined />, CloudServerOutlined: () => <CloudServerOutlined />,
  ClusterOutlined: () => <ClusterOutlined />, ControlOutlined: () => <ControlOutlined />,
  DashboardOutlined: () => <DashboardOutlined />, DatabaseOutlined: () => <DatabaseOutlined />,
  DollarOutlined: () => <DollarOutlined />, EnvironmentOutlined: () => <EnvironmentOutlined />,
  ExportOutlined: () => <ExportOutlined />, FileTextOutlined: () => <FileTextOutlined />, FolderOutlined: () => <FolderOutlined />,
  GlobalOutlined: () => <GlobalOutlined />, HddOutlined: () => <HddOutlined />, HomeOutlined: () => <HomeOutlined />,
  ImportOutlined: () => <ImportOutlined />, InboxOutlined: () => <InboxOutlined />, LineChartOutlined: () => <LineChartOutlined />,
  MessageOutlined: () => <MessageOutlined />, MonitorOutlined: () => <MonitorOutlined />, PieChartOutlined: () => <PieChartOutlined />,
  ProfileOutlined: () => <ProfileOutlined />, QrcodeOutlined: () => <QrcodeOutlined />, SafetyOutlined: () => <SafetyOutlined />,
  ScheduleOutlined: () => <ScheduleOutlined />, SettingOutlined: () => <SettingOutlined />, ShopOutlined: () => <ShopOutlined />,
  SolutionOutlined: () => <SolutionOutlined />, TeamOutlined: () => <TeamOutlined />, ToolOutlined: () => <ToolOutlined />,
  UserOutlined: () => <UserOutlined />,
};

const toAntdName = (name: string): string =>
  name.endsWith('Outlined')
    ? name
    : `${name
        .split(/[-_\s]+/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('')}Outlined`;

/** The icon for a menu entry, or a folder/page default. */
export function menuIcon(name: string | null | undefined, isFolder: boolean): ReactElement {
  const make = name ? ICONS[toAntdName(name.trim())] : undefined;
  if (make) return make();
  return isFolder ? <FolderOutlined /> : <ProfileOutlined />;
}
