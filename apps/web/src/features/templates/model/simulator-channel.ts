// On a simulator channel nobody at Meta reviews templates: the /simulador page does, and there is no
// Meta account to sync with. The template screens ask this to name the reviewer and to hide the sync.
import { useSessionUser } from '@/shared/session/session-store';

export const useSimulatorChannel = (): boolean => useSessionUser()?.channel?.apiType === 'simulator';
