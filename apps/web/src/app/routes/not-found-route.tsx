import { Button, Paper } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { paths } from '@/shared/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconMapQuestion size={28} aria-hidden />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button component={Link} to={paths.home} variant="light">
            {t('notFound.back')}
          </Button>
        }
      />
    </Paper>
  );
}
