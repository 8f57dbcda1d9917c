// The chatbot module's failures (apps/server/src/modules/chatbot).
import { defineErrors } from './define.js';

export const chatbotErrors = defineErrors({});
