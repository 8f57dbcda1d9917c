import type { ReactNode } from 'react';
import { Center, Paper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EmptyState } from '@/shared/ui/empty-state';

/** A refusal or error of the embeds, alone on the page, in plain words. */
export function EmbedNotice({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Center mih="80vh">
      <Paper withBorder radius="md" p="lg" maw={520} role="alert">
        <EmptyState title={title} description={description} action={action} icon={<IconAlertTriangle size={28} aria-hidden />} />
      </Paper>
    </Center>
  );
}
