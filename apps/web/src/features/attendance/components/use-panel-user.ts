// What the panel needs from the session: the operator, the privacy flag, the zone and the language.
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { DEFAULT_TIME_ZONE } from '../model/zoned-time';

export function usePanelUser() {
  const user = useSessionUser();
  const { i18n } = useTranslation();
  return {
    operator: user?.operatorData ?? null,
    privacy: user?.operatorData?.privacy ?? false,
    soundAlert: user?.soundAlert ?? false,
    timeZone: user?.channel?.timezone ?? DEFAULT_TIME_ZONE,
    language: i18n.language,
  };
}

export type PanelUser = ReturnType<typeof usePanelUser>;
