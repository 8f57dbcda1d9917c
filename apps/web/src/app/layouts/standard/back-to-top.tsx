import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_SCREEN_FRACTION } from '@atende/contract';

/** Appears once the page is scrolled past a quarter of the screen height (spec sections 2 and 9). */
export const showBackToTop = (scrollY: number, screenHeight: number): boolean =>
  scrollY > screenHeight * BACK_TO_TOP_SCREEN_FRACTION;

export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={showBackToTop(scroll.y, window.innerHeight)}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('header.backToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
