// The contract's labels for what a template row shows (category, language), falling back to the
// provider's code for anything the editor does not offer.
import { TEMPLATE_LANGUAGES, templateCategoryLabels, type TemplateCategory } from '@atende/contract';

const isCategory = (value: string): value is TemplateCategory => value in templateCategoryLabels;

export const categoryLabel = (category: string): string => (isCategory(category) ? templateCategoryLabels[category] : category);

export const languageLabel = (code: string): string => TEMPLATE_LANGUAGES.find((l) => l.code === code)?.label ?? code;
