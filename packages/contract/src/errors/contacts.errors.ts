// The contacts module's failures (apps/server/src/modules/contacts).
import { defineErrors } from './define.js';

export const contactsErrors = defineErrors({});
