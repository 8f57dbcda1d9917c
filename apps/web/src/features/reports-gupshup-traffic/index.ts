export { GupshupTrafficPage } from './routes/gupshup-traffic-route';
