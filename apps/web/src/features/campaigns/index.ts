// Campaigns (issue 6, module broadcastList): /manageCampaigns, /manageCampaign and /reportCampaign are
// lazy route modules; nothing else in the app needs their pieces yet.
export { campaignsNamespace } from './locales';
