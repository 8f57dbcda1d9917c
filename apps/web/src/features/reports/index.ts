// The reports feature's front door for other features: the report kit (e.g. /reportCampaign, whose
// page lives with the campaigns, is built on it).
export * from './kit';
