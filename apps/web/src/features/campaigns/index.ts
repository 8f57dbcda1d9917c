// Campaigns (issue 6, module broadcastList): /manageCampaigns, /manageCampaign and /reportCampaign are
// lazy route modules; nothing else in the app needs their pieces yet.
export { campaignsNamespace } from './locales';
// The variable editor (a contact field with its fallback, or a fixed text) for other screens that
// send an approved template, such as the kanban's step actions.
export { VariableMappingField } from './components/editor/variable-mapping-field';
export { blankVariable, fitVariables, variableForm, variableOf, type VariableForm } from './model/variable-mapping';
