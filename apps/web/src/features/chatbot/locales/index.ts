import { registerLocales } from '@/shared/i18n/i18n';
import { chatbotPtBR } from './pt-BR';
import { chatbotEn } from './en';

export const chatbotNamespace = 'chatbot';
export const chatbotLocales = { 'pt-BR': chatbotPtBR, en: chatbotEn };
registerLocales(chatbotNamespace, chatbotLocales);
