// The channel's bot (issue 5): /manageChatbot, the menu screens (/managemenu, /manageButton,
// /manageList, /manageMenuCustom, /manageMenuLinear) and /managemessages, each a lazy route module.
export { chatbotNamespace } from './locales';
