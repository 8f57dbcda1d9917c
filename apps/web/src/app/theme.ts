// The Mantine theme, built per language: the icon-only buttons Mantine draws itself (dialog and
// drawer close, pagination arrows and pages, notification and alert close, input clear, calendar
// arrows) get their accessible names here, in the active language, so no screen has to remember.
// Badges never shrink below their text: a status, tag or operator badge is read whole ("FINALIZADO",
// not "FINALIZ…"); the table or row around it makes room or scrolls instead.
// Components are named by key, not with Component.extend: importing them here would pull the drawer,
// pagination and the rest into the login page's bundle.
import { createTheme, type MantineThemeOverride, type PaginationProps } from '@mantine/core';
import type { TFunction } from 'i18next';

export function appTheme(t: TFunction): MantineThemeOverride {
  const close = { 'aria-label': t('a11y.close') };
  return createTheme({
    primaryColor: 'teal',
    defaultRadius: 'md',
    // Someone who asked the system for less motion gets dialogs and menus without animation.
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      Badge: { styles: { root: { minWidth: 'max-content' } } },
      Modal: { defaultProps: { closeButtonProps: close } },
      Drawer: { defaultProps: { closeButtonProps: close } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeNotification') } } },
      Alert: { defaultProps: { closeButtonLabel: t('a11y.close') } },
      InputClearButton: { defaultProps: { 'aria-label': t('a11y.clear') } },
      Pagination: {
        defaultProps: {
          getControlProps: (control) => ({ 'aria-label': t(`a11y.pagination.${control}`) }),
          getItemProps: (page) => ({ 'aria-label': t('a11y.pagination.page', { page }) }),
        } satisfies Partial<PaginationProps>,
      },
      // @mantine/dates' Calendar (inside every date picker), named by key so the theme does not load it.
      Calendar: {
        defaultProps: {
          ariaLabels: {
            nextMonth: t('a11y.calendar.nextMonth'),
            previousMonth: t('a11y.calendar.previousMonth'),
            nextYear: t('a11y.calendar.nextYear'),
            previousYear: t('a11y.calendar.previousYear'),
            nextDecade: t('a11y.calendar.nextDecade'),
            previousDecade: t('a11y.calendar.previousDecade'),
          },
        },
      },
    },
  });
}
