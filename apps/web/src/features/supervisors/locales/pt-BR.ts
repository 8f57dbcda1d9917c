import { permissionLabels } from '@atende/contract';

export const supervisorsPtBR = {
  tableCaption: 'Supervisores do canal',
  empty: 'Nenhum supervisor encontrado',
  emptyDescription: 'Supervisores acessam só o que as permissões deles permitem.',
  columns: { name: 'Nome', login: 'Login', email: 'E-mail', permissions: 'Permissões', actions: 'Ações' },
  noPermissions: 'Nenhuma',
  permissionsCount_zero: 'Nenhuma permissão',
  permissionsCount_one: '{{count}} permissão',
  permissionsCount_other: '{{count}} permissões',
  searchPlaceholder: 'Nome, login ou e-mail',
  actions: { create: 'Novo supervisor', edit: 'Editar {{name}}', delete: 'Excluir {{name}}' },
  form: {
    createTitle: 'Novo supervisor',
    editTitle: 'Editar supervisor',
    createSubmit: 'Criar supervisor',
    permissions: 'Permissões',
    permissionsHint: 'O supervisor vê no menu e pode usar só o que estiver marcado. A mudança vale na hora.',
    checkAll: 'Marcar todas',
    uncheckAll: 'Desmarcar todas',
    created: 'Supervisor criado com sucesso!',
    saved: 'Supervisor salvo com sucesso!',
  },
  groups: {
    service: 'Atendimento',
    manage: 'Gerenciar',
    automation: 'Automação e campanhas',
    reports: 'Relatórios',
    catalog: 'Catálogo',
  },
  permissions: { ...permissionLabels },
  delete: {
    title: 'Excluir supervisor',
    message: 'Excluir {{name}}? O login deixa de funcionar.',
    confirm: 'Excluir',
    done: 'Supervisor excluído.',
  },
};

export type SupervisorsLocale = typeof supervisorsPtBR;
