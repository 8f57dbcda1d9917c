import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-1)">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="sm" justify="center">
            <ThemeIcon size={44} radius="md" aria-hidden>
              <IconMessages size={26} />
            </ThemeIcon>
            <Stack gap={0}>
              <Title order={2} size="h2">
                {t('appName')}
              </Title>
              <Text size="xs" c="dimmed" maw={300}>
                {t('tagline')}
              </Text>
            </Stack>
          </Group>
          <Paper withBorder shadow="sm" radius="md" p="xl" component="main">
            <Outlet />
          </Paper>
          <LanguageSwitch />
        </Stack>
      </Center>
    </Box>
  );
}
