export { OperatorsPage } from './routes/operators-route';
