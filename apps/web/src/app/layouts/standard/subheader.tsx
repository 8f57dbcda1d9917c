import type { ComponentType } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconApi,
  IconBuildingBroadcastTower,
  IconCalendar,
  IconChartBar,
  IconHeadset,
  IconHome,
  IconLayoutDashboard,
  IconList,
  IconQrcode,
  IconDeviceMobileMessage,
  IconSettings,
  IconShoppingBag,
  IconTool,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HeaderTitleKey } from '@atende/contract';
import { useSessionUser } from '@/shared/session/session-store';
import { Clock } from '../clock';
import { resolveHeader, useRouteAccess } from '../route-header';

const titleIcons: Record<HeaderTitleKey, ComponentType<IconProps>> = {
  home: IconHome,
  dashboard: IconLayoutDashboard,
  channels: IconBuildingBroadcastTower,
  attendances: IconHeadset,
  contacts: IconAddressBook,
  customers: IconUsers,
  reports: IconChartBar,
  manage: IconTool,
  products: IconShoppingBag,
  settings: IconSettings,
  groups: IconUsersGroup,
  api: IconApi,
  calendar: IconCalendar,
  log: IconList,
  qr: IconQrcode,
  simulator: IconDeviceMobileMessage,
};

/** Title, icon, subtitle and clock of the current page (spec section 2). */
export function Subheader() {
  const { t } = useTranslation();
  const header = resolveHeader(useRouteAccess(), useSessionUser());
  if (!header) return null;
  const Icon = titleIcons[header.titleKey];
  return (
    <Group justify="space-between" mb="md" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={1} size="h3" data-testid="page-title">
            {t(`titles.${header.titleKey}`)}
          </Title>
          {header.subtitleKey && (
            <Text size="sm" c="dimmed" data-testid="page-subtitle">
              {t(`subtitles.${header.subtitleKey}`)}
            </Text>
          )}
        </Stack>
      </Group>
      <Clock size="lg" fw={500} c="dimmed" />
    </Group>
  );
}
