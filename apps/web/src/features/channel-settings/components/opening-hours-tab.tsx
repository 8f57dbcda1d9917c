import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@atende/contract';
import { channelSettingsNamespace } from '../locales';
import {
  MAX_WINDOWS_PER_DAY,
  toWeekState,
  validateWeek,
  weekdays,
  windowErrorKey,
  type DayState,
  type WeekErrors,
  type WeekState,
  type Weekday,
} from './opening-hours-model';
import { SaveFooter } from './save-footer';
import { useChannelSave } from './use-channel-save';

export function OpeningHoursTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation(channelSettingsNamespace);
  const [week, setWeek] = useState<WeekState>(() => toWeekState(channel.openingHours ?? []));
  const [errors, setErrors] = useState<WeekErrors>({ windows: {} });
  const { save: saveChannel, saving } = useChannelSave(channel._id, {
    onSaved: (saved) => setWeek(toWeekState(saved.openingHours ?? [])),
  });

  const setDay = (weekday: Weekday, patch: Partial<DayState>) =>
    setWeek((current) => ({ ...current, days: { ...current.days, [weekday]: { ...current.days[weekday], ...patch } } }));
  const setWindow = (weekday: Weekday, index: number, field: 'start' | 'finish', value: string) =>
    setDay(weekday, { windows: week.days[weekday].windows.map((w, i) => (i === index ? { ...w, [field]: value } : w)) });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const { hours, errors: found } = validateWeek(week, t('hours.closedEveryDay'));
    setErrors(found);
    if (!hours) return;
    saveChannel({ openingHours: hours });
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack maw={760}>
        <Switch
          label={t('hours.alwaysOpen')}
          description={t('hours.alwaysOpenHint')}
          checked={week.alwaysOpen}
          onChange={(event) => setWeek({ ...week, alwaysOpen: event.currentTarget.checked })}
        />
        {!week.alwaysOpen &&
          weekdays.map((weekday) => {
            const day = week.days[weekday];
            const dayName = t(`hours.day.${weekday}`);
            return (
              <Paper key={weekday} withBorder radius="md" p="sm">
                <Group align="flex-start" wrap="nowrap">
                  <Stack gap={4} w={150}>
                    <Text fw={600}>{dayName}</Text>
                    <Switch
                      size="sm"
                      aria-label={t('hours.dayOpenAria', { day: dayName })}
                      label={day.open ? t('hours.open') : t('hours.closed')}
                      checked={day.open}
                      onChange={(event) => setDay(weekday, { open: event.currentTarget.checked })}
                    />
                  </Stack>
                  {day.open && (
                    <Stack gap="xs" style={{ flex: 1 }}>
                      {day.windows.map((window, index) => {
                        const error = errors.windows[windowErrorKey(weekday, index)];
                        const labels = { day: dayName, index: index + 1 };
                        return (
                          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                            <TimeInput
                              label={index === 0 ? t('hours.start') : undefined}
                              aria-label={t('hours.windowStartAria', labels)}
                              value={window.start}
                              onChange={(event) => setWindow(weekday, index, 'start', event.currentTarget.value)}
                              error={error}
                            />
                            <TimeInput
                              label={index === 0 ? t('hours.finish') : undefined}
                              aria-label={t('hours.windowFinishAria', labels)}
                              value={window.finish}
                              onChange={(event) => setWindow(weekday, index, 'finish', event.currentTarget.value)}
                            />
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              mt={index === 0 ? 24 : 0}
                              disabled={day.windows.length === 1}
                              aria-label={t('hours.removeWindowAria', labels)}
                              onClick={() => setDay(weekday, { windows: day.windows.filter((_, i) => i !== index) })}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Group>
                        );
                      })}
                      {day.windows.length < MAX_WINDOWS_PER_DAY && (
                        <Button
                          variant="subtle"
                          size="xs"
                          w="fit-content"
                          leftSection={<IconPlus size={14} aria-hidden />}
                          aria-label={t('hours.addWindowAria', { day: dayName })}
                          onClick={() => setDay(weekday, { windows: [...day.windows, { start: '13:00', finish: '18:00' }] })}
                        >
                          {t('hours.addWindow')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </Group>
              </Paper>
            );
          })}
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <SaveFooter saving={saving} />
      </Stack>
    </form>
  );
}
