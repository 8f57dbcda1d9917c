// The transcripts module's failures (apps/server/src/modules/transcripts). An attendance the link or
// the session does not reach answers `attendance_not_found` (attendances.errors.ts); `invalid_link`
// is the refusal of the signed-link access rule (platform/http/access.ts), passed as the route's refusal.
import { defineErrors } from './define.js';
import { INVALID_SHARE_LINK_MESSAGE } from '../embed.js';

export const transcriptsErrors = defineErrors({
  invalid_link: { status: 403, message: INVALID_SHARE_LINK_MESSAGE },
});
