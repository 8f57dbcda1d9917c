// The channel's bot (issue 5): /manageChatbot, the menu screens (/managemenu, /manageButton,
// /manageList, /manageMenuCustom, /manageMenuLinear) and /managemessages, each a lazy route module.
export { chatbotNamespace } from './locales';
// The phone drawing and the counted input, reused by the message template editor's preview.
export { PhoneFrame, Bubble } from './components/phone/phone-frame';
export { CountedField } from './components/editor/counted-field';
