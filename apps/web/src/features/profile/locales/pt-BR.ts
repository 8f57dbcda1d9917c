export const profilePtBR = {
  title: 'Meu Perfil',
  name: 'Nome completo',
  email: 'E-mail',
  nickname: 'Apelido',
  cpf: 'CPF/CNPJ',
  mobile: 'Celular',
  job: 'Cargo',
  company: 'Empresa',
  soundAlert: 'Alerta sonoro de novas mensagens',
  passwordSection: 'Trocar senha',
  passwordHint: 'Deixe em branco para manter a senha atual.',
  currentPassword: 'Senha atual',
  password: 'Nova senha',
  submit: 'Salvar',
  success: 'Usuário editado com sucesso!',
};

export type ProfileMessages = typeof profilePtBR;
