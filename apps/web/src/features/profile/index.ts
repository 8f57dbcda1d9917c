export { ProfileModal } from './components/profile-modal';
export { openProfileModal } from './profile-modal-store';
