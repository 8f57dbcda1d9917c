// The channel's bot: its menus and settings, the runtime that answers self-served conversations, its
// timeouts, and the satisfaction survey (which implements attendances' finish-survey port).
// The front door: other modules and app.ts import this module only from here.
export { setQueueDue } from './bot-attendances.repository.js';
export { supportsInteractive } from './bot-replies.js';
export { createBotRuntime, emptyEffects, type BotEffects, type BotRuntime, type BotTurn } from './bot-runtime.js';
export { createChannelBotCache, type ChannelBot } from './channel-bot-cache.js';
export { botUsesOfDepartment, insertMenu, moveBotDepartment, writeSettings } from './chatbot.repository.js';
export { chatbotRoutes } from './chatbot.routes.js';
export { createChatbotService } from './chatbot.service.js';
export { botTimeoutsQueue, scheduleBotTimeouts } from './jobs/bot-timeouts.job.js';
export { announceQueue, routeRequests } from './queue-entry.js';
export { createSurveyOnFinish } from './survey-on-finish.js';
