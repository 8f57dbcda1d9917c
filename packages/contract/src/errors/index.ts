// The one error catalogue (CONVENTIONS: errors): every failure the API answers, by key, with its
// status, wire code and pt-BR message. The server throws only through fail(key) (platform/http/errors.ts);
// the web matches failures with isApiErrorOf(error, key) (shared/http/api-error.ts). A domain adds its
// file here; errors.test.ts fails when two domains use the same key.
import { fillErrorPlaceholders, type ErrorEntry, type PlaceholdersOf } from './define.js';
import { commonErrors } from './common.errors.js';
import { usersErrors } from './users.errors.js';
import { channelsErrors } from './channels.errors.js';
import { operatorsErrors } from './operators.errors.js';
import { departmentsErrors } from './departments.errors.js';
import { tagsErrors } from './tags.errors.js';
import { tabulationsErrors } from './tabulations.errors.js';
import { quickAnswersErrors } from './quick-answers.errors.js';
import { blacklistErrors } from './blacklist.errors.js';
import { contactsErrors } from './contacts.errors.js';
import { calendarErrors } from './calendar.errors.js';
import { dashboardErrors } from './dashboard.errors.js';
import { reportsErrors } from './reports.errors.js';
import { kanbanErrors } from './kanban.errors.js';
import { attendancesErrors } from './attendances.errors.js';
import { transcriptsErrors } from './transcripts.errors.js';
import { embedErrors } from './embed.errors.js';
import { campaignsErrors } from './campaigns.errors.js';
import { templatesErrors } from './templates.errors.js';
import { contactImportsErrors } from './contact-imports.errors.js';
import { chatbotErrors } from './chatbot.errors.js';
import { messagesErrors } from './messages.errors.js';
import { mediaErrors } from './media.errors.js';
import { simulatorErrors } from './simulator.errors.js';
import { webhooksErrors } from './webhooks.errors.js';
import { productsErrors } from './products.errors.js';
import { ordersErrors } from './orders.errors.js';

import type { ErrorBody } from './error-body.js';

export { errorBodySchema, type ErrorBody } from './error-body.js';
export { defineErrors, fillErrorPlaceholders, type ErrorEntry, type PlaceholdersOf } from './define.js';

/** Each domain's catalogue, in one list so the test can see a key used twice. */
export const errorCatalogues = {
  common: commonErrors,
  'users': usersErrors,
  'channels': channelsErrors,
  'operators': operatorsErrors,
  'departments': departmentsErrors,
  'tags': tagsErrors,
  'tabulations': tabulationsErrors,
  'quick-answers': quickAnswersErrors,
  'blacklist': blacklistErrors,
  'contacts': contactsErrors,
  'calendar': calendarErrors,
  'dashboard': dashboardErrors,
  'reports': reportsErrors,
  'kanban': kanbanErrors,
  'attendances': attendancesErrors,
  'transcripts': transcriptsErrors,
  'embed': embedErrors,
  'campaigns': campaignsErrors,
  'templates': templatesErrors,
  'contact-imports': contactImportsErrors,
  'chatbot': chatbotErrors,
  'messages': messagesErrors,
  'media': mediaErrors,
  'simulator': simulatorErrors,
  'webhooks': webhooksErrors,
  'products': productsErrors,
  'orders': ordersErrors,
} as const;

export const errorCatalogue = {
  ...commonErrors,
  ...usersErrors,
  ...channelsErrors,
  ...operatorsErrors,
  ...departmentsErrors,
  ...tagsErrors,
  ...tabulationsErrors,
  ...quickAnswersErrors,
  ...blacklistErrors,
  ...contactsErrors,
  ...calendarErrors,
  ...dashboardErrors,
  ...reportsErrors,
  ...kanbanErrors,
  ...attendancesErrors,
  ...transcriptsErrors,
  ...embedErrors,
  ...campaignsErrors,
  ...templatesErrors,
  ...contactImportsErrors,
  ...chatbotErrors,
  ...messagesErrors,
  ...mediaErrors,
  ...simulatorErrors,
  ...webhooksErrors,
  ...productsErrors,
  ...ordersErrors,
};

export type ErrorKey = keyof typeof errorCatalogue;
export type ErrorParams<K extends ErrorKey> = Record<PlaceholdersOf<(typeof errorCatalogue)[K]['message']>, string | number>;

const entryOf = (key: ErrorKey): ErrorEntry => errorCatalogue[key];

/** The `error` field a failure of this key carries on the wire. */
export const errorCode = (key: ErrorKey): string => entryOf(key).code ?? key;
export const errorStatus = (key: ErrorKey): number => entryOf(key).status;
/** The pt-BR message of a key, its placeholders filled. */
export const errorText = <K extends ErrorKey>(key: K, params?: ErrorParams<K>): string => fillErrorPlaceholders(entryOf(key).message, params);

/** The whole body of a failure of this key, for the few places that answer without throwing. */
export const errorBodyOf = <K extends ErrorKey>(key: K, params?: ErrorParams<K>): ErrorBody => ({
  statusCode: errorStatus(key),
  error: errorCode(key),
  erroMensagem: errorText(key, params),
});
