import type { ComponentType } from 'react';
import {
  IconAddressBook,
  IconApi,
  IconBuildingBroadcastTower,
  IconChartBar,
  IconHeadset,
  IconLayoutDashboard,
  IconLogout,
  IconPoint,
  IconQrcode,
  IconShoppingBag,
  IconTool,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';

const icons: Record<string, ComponentType<IconProps>> = {
  dashboard: IconLayoutDashboard,
  api: IconApi,
  attendancesManage: IconHeadset,
  attendance: IconHeadset,
  manage: IconTool,
  channels: IconBuildingBroadcastTower,
  qr: IconQrcode,
  contacts: IconAddressBook,
  groups: IconUsersGroup,
  reports: IconChartBar,
  products: IconShoppingBag,
  logout: IconLogout,
};

/** Top-level entries have their own icon; children of a group share a small dot. */
export const sidebarIcon = (key: string): ComponentType<IconProps> => icons[key] ?? IconPoint;
