// What a template row shows for its category and language: the category in the UI language (the
// contract's pt-BR labels or English ones), the provider's code for anything the editor does not offer.
import { TEMPLATE_LANGUAGES } from '@atende/contract';
import { i18n } from '@/shared/i18n/i18n';
import { templatesNamespace } from '../locales';

export const categoryLabel = (category: string): string => i18n.t(`categoryLabels.${category}`, { ns: templatesNamespace, defaultValue: category });

export const languageLabel = (code: string): string => TEMPLATE_LANGUAGES.find((l) => l.code === code)?.label ?? code;
