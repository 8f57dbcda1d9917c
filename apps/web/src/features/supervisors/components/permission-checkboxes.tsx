// The permission list of spec section 3 as checkboxes, grouped as the sidebar groups them, with
// "Marcar todas".
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { permissionGroups, permissionNames } from '@atende/contract';
import { supervisorsNamespace } from '../locales';

type PermissionCheckboxesProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
};

export function PermissionCheckboxes({ value, onChange, error }: PermissionCheckboxesProps) {
  const { t } = useTranslation(supervisorsNamespace);
  const allChecked = permissionNames.every((p) => value.includes(p));
  return (
    <Fieldset legend={t('form.permissions')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('form.permissionsHint')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onChange(allChecked ? [] : [...permissionNames])}>
            {allChecked ? t('form.uncheckAll') : t('form.checkAll')}
          </Button>
        </Group>
        <Checkbox.Group value={value} onChange={onChange} error={error}>
          <Stack gap="md">
            {permissionGroups.map((group) => (
              <div key={group.key} role="group" aria-label={t(`groups.${group.key}`)}>
                <Text size="sm" fw={600} mb={6}>
                  {t(`groups.${group.key}`)}
                </Text>
                <SimpleGrid cols={2} spacing="xs">
                  {group.permissions.map((permission) => (
                    <Checkbox key={permission} value={permission} label={t(`permissions.${permission}`)} />
                  ))}
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </Fieldset>
  );
}
