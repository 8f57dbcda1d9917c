export { AccessLogPage } from './routes/access-log-route';
