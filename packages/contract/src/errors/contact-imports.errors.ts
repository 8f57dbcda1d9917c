// The contact-imports module's failures (apps/server/src/modules/contact-imports).
import { defineErrors } from './define.js';

export const contactImportsErrors = defineErrors({});
