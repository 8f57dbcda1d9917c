import type { ProfileMessages } from './pt-BR';

export const profileEn: ProfileMessages = {
  title: 'My profile',
  name: 'Full name',
  email: 'E-mail',
  nickname: 'Nickname',
  cpf: 'Tax id (CPF/CNPJ)',
  mobile: 'Mobile',
  job: 'Job title',
  company: 'Company',
  soundAlert: 'Sound alert for new messages',
  passwordSection: 'Change password',
  passwordHint: 'Leave blank to keep your current password.',
  currentPassword: 'Current password',
  password: 'New password',
  submit: 'Save',
  success: 'User updated successfully!',
};
