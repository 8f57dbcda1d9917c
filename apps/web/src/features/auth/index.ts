export { useRefreshSessionUser } from './api/me';
