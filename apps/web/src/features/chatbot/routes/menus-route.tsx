// The menu screens of one kind (/managemenu numbered, /manageButton buttons, /manageList lists) and
// of every kind (/manageMenuCustom): one page, filtered.
import { Stack } from '@mantine/core';
import type { MenuKind } from '@atende/contract';
import { BotHeader } from '../components/bot-header';
import { MenusPanel } from '../components/menus-panel';
import { WithBot } from './bot-loader';

export function MenusPage({ kind }: { kind?: MenuKind }) {
  return (
    <WithBot>
      {(bot) => (
        <Stack>
          <BotHeader bot={bot} behaviourLink interactiveWarning={kind !== 'numbered'} />
          <MenusPanel bot={bot} kind={kind} />
        </Stack>
      )}
    </WithBot>
  );
}

export const NumberedMenusPage = () => <MenusPage kind="numbered" />;
export const ButtonMenusPage = () => <MenusPage kind="buttons" />;
export const ListMenusPage = () => <MenusPage kind="list" />;
export const CustomMenusPage = () => <MenusPage />;
