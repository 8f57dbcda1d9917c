// Campaigns: template sends to an audience, scheduled and paced per channel, with live progress and
// the replies they bring back.
// The front door: other modules and app.ts import this module only from here.
export { recordCampaignReplies, type CampaignReplyRoute } from './campaign-replies.js';
export { fileCampaignReplies } from './campaign-replies.repository.js';
export { pushCampaignProgress } from './campaigns.events.js';
export { campaignsRoutes } from './campaigns.routes.js';
export { createCampaignsService } from './campaigns.service.js';
export { campaignRunQueue, startCampaignWork } from './jobs/campaign-run.job.js';
export { campaignPeriodReportRoutes } from './campaign-period-report.routes.js';
export { createCampaignPeriodReportService } from './campaign-period-report.service.js';
export { campaignReportTable } from './campaign-period-report.table.js';
// A template's variables filled from a contact, as campaigns fill them (kanban step actions send templates too).
export { variableValue, type RecipientData } from './campaign-message.js';
export { typedCampaignParams } from './campaign-typed-params.js';
