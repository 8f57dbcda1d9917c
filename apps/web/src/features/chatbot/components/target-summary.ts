// Where an option leads, in words, for the flow tree.
import type { TFunction } from 'i18next';
import type { MenuTarget } from '@atende/contract';

export function targetSummary(target: MenuTarget, t: TFunction, departments: Map<string, string>): string {
  switch (target.kind) {
    case 'menu':
      return t('tree.toMenu');
    case 'department':
      if (target.departmentId === null) return t('tree.toChannelQueue');
      return t('tree.toDepartment', { name: departments.get(target.departmentId) ?? t('tree.unknownDepartment') });
    case 'answer':
      return t('tree.toAnswer', { text: target.text.length > 60 ? `${target.text.slice(0, 59)}…` : target.text });
    default:
      return t(`target.kinds.${target.kind}`);
  }
}
