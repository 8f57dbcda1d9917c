// One i18next instance. pt-BR is the default and the fallback; English is the second locale.
// Features add their own namespace with registerLocales when their (lazy) module loads.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { commonPtBR } from './locales/pt-BR';
import { commonEn } from './locales/en';

export const languages = ['pt-BR', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt-BR';
const languageKey = 'atende.language';

const isLanguage = (value: unknown): value is Language => languages.some((l) => l === value);

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(languageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

const dayjsLocale = (language: Language) => (language === 'pt-BR' ? 'pt-br' : 'en');

export const i18n = i18next.createInstance();
const initialLanguage = storedLanguage();
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: ['common'],
  resources: { 'pt-BR': { common: commonPtBR }, en: { common: commonEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
dayjs.locale(dayjsLocale(initialLanguage));

// CLDR's Portuguese rule counts 0 (and anything below 2) as singular ("0 atendimento"); Brazilian
// usage says "0 atendimentos". pt-BR takes the rule of pt-PT, where only exactly 1 is singular, so
// every `_one`/`_other` key reads right without a `_zero` copy of each.
type PluralRuleSource = { getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined };
const pluralResolver: PluralRuleSource = i18n.services.pluralResolver;
const cldrRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => cldrRule(code === 'pt-BR' ? 'pt-PT' : code, options);

export type LocaleBundle<T> = { 'pt-BR': T; en: T };

export function registerLocales<T extends object>(namespace: string, bundle: LocaleBundle<T>): void {
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle[language]);
    }
  }
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(languageKey, language);
  dayjs.locale(dayjsLocale(language));
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
