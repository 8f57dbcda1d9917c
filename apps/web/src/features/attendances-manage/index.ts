export { ContactHistory } from './components/contact-history';
