// A list message as WhatsApp shows it: one button with the list's text that opens its rows, grouped
// by section; tapping a row answers with its id.
import { Button, Menu, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MessageContent } from '@atende/contract';

type Choice = { id: string; title: string; description?: string };
type Props = { list: NonNullable<MessageContent['interactive']>; onChoose: (option: { id: string; title: string }) => void };

export function PhoneListButton({ list, onChoose }: Props) {
  const { t } = useTranslation('simulator');
  const sections: Array<{ title?: string; rows: Choice[] }> = list.sections ?? [{ rows: list.options ?? [] }];
  return (
    <Menu position="bottom-start" withinPortal={false}>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconList size={14} aria-hidden />}>
          {list.button ?? t('chat.choose')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {sections.map((section, index) => (
          <div key={section.title ?? index}>
            {section.title && <Menu.Label>{section.title}</Menu.Label>}
            {section.rows.map((row) => (
              <Menu.Item key={row.id} onClick={() => onChoose({ id: row.id, title: row.title })}>
                <Text size="sm">{row.title}</Text>
                {row.description && (
                  <Text size="xs" c="dimmed">
                    {row.description}
                  </Text>
                )}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
