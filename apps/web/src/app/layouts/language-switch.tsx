import { Group, UnstyledButton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@/shared/i18n/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" justify="center" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <UnstyledButton
          key={language}
          onClick={() => changeLanguage(language)}
          aria-pressed={i18n.language === language}
        >
          <Text size="xs" c={i18n.language === language ? undefined : 'dimmed'} fw={i18n.language === language ? 600 : 400}>
            {t(`language.${language}`)}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
