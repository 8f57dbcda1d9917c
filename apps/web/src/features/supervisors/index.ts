export { SupervisorsPage } from './routes/supervisors-route';
