export { ManageChannelPage } from './routes/manage-channel-route';
export { ManageModulesPage } from './routes/manage-modules-route';
