// Inbound messages by weekday × hour (the channel's zone) as a 7 × 24 grid whose color deepens with
// the count. A real table: a screen reader walks it by row (weekday) and column (hour), and each cell
// says its own sentence ("Terça, 14h: 37 mensagens"). Scrolls sideways on narrow screens.
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportStatsNamespace } from '../locales';
import classes from './weekday-hour-heatmap.module.css';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** 0 stays neutral; any message shows at least a pale tint, the busiest hour the full color. */
export const cellAlpha = (count: number, max: number) => (count <= 0 || max <= 0 ? 0 : 0.12 + 0.88 * (count / max));

type Props = {
  /** heatmap[weekday][hour], weekday 0 = Sunday (the contract's order). */
  heatmap: number[][];
};

export function WeekdayHourHeatmap({ heatmap }: Props) {
  const { t } = useTranslation(reportStatsNamespace);
  const max = Math.max(0, ...heatmap.flat());
  return (
    <Box>
      <div className={classes.scroller} tabIndex={0} role="region" aria-label={t('heatmap.title')}>
        <table className={classes.grid}>
          <caption className={classes.caption}>{t('heatmap.caption')}</caption>
          <thead>
            <tr>
              <td className={classes.corner} />
              {hours.map((hour) => (
                <th key={hour} scope="col" className={classes.hour}>
                  {t('heatmap.hour', { hour })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.map((counts, weekday) => {
              const day = t(`heatmap.weekdays.${weekday}`);
              return (
                <tr key={weekday}>
                  <th scope="row" className={classes.weekday} title={day}>
                    {t(`heatmap.weekdaysShort.${weekday}`)}
                  </th>
                  {counts.map((count, hour) => {
                    const label = t('heatmap.cell', { day, hour, count });
                    const alpha = cellAlpha(count, max);
                    return (
                      <td
                        key={hour}
                        className={classes.cell}
                        title={label}
                        aria-label={label}
                        data-strong={alpha > 0.6 || undefined}
                        style={{ backgroundColor: alpha ? `rgba(34, 139, 230, ${alpha.toFixed(3)})` : undefined }}
                      >
                        {count > 0 ? count : ''}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Group gap="xs" mt="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {t('heatmap.less')}
        </Text>
        <div className={classes.legend} />
        <Text size="xs" c="dimmed">
          {t('heatmap.more', { max })}
        </Text>
      </Group>
    </Box>
  );
}
