export { SimulatorPage } from './routes/simulator-route';
