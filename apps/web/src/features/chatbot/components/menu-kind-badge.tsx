import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuKind } from '@atende/contract';
import { chatbotNamespace } from '../locales';

const colors: Record<MenuKind, string> = { numbered: 'gray', buttons: 'blue', list: 'violet' };

/** Numerado / Botões / Lista. */
export function MenuKindBadge({ kind }: { kind: MenuKind }) {
  const { t } = useTranslation(chatbotNamespace);
  return (
    <Badge variant="light" color={colors[kind]}>
      {t(`kinds.${kind}`)}
    </Badge>
  );
}
