import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack, type DrawerProps } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { useTranslation } from 'react-i18next';

type FormDrawerProps = {
  opened: boolean;
  title: string;
  submitLabel?: string;
  submitting?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Shown below the form's buttons (read-only extras such as a history). */
  after?: ReactNode;
  /** Wider for forms with a preview beside them; `md` by default. */
  size?: DrawerProps['size'];
};

/** A side drawer holding a form with Cancel / submit buttons; shared by the CRUD screens. */
export function FormDrawer(props: FormDrawerProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={props.title} position="right" size={props.size ?? 'md'}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.children}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={props.onClose} disabled={props.submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting}>
              {props.submitLabel ?? t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {props.after}
    </Drawer>
  );
}
