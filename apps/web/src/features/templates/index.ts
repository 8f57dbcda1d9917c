// Message templates (issue 6): /manageHSMModels, /templateHSM and /manageHSMModels-old are lazy route
// modules; the operator's composer picks an approved template and previews it with these.
export { templatesNamespace } from './locales';
export { useApprovedTemplates } from './api/approved-templates';
export { TemplatePhonePreview, TemplateBubble } from './components/template-bubble';
export { templateView, type TemplateView } from './model/template-view';
export { distinctVariables } from './model/template-text';
