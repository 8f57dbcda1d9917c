export { OperatorStatusSwitch } from './components/operator-status-switch';
