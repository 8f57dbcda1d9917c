export { AccessLogPage } from './routes/access-log-route';
// The owner's access log report (/reportAccessLog) names devices the same way.
export { browserName } from './components/browser-name';
