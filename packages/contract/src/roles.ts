// Roles and permission names of the product (spec sections 1, 3 and 6).
export const roles = ['admin', 'channel', 'channel_manager', 'operator'] as const;
export type Role = (typeof roles)[number];

export const permissionNames = [
  'API',
  'AttendancesManage',
  'Manage',
  'ManageCampaigns',
  'ManageChannel',
  'Managemenu',
  'ManageDepartments',
  'ManageHSMModels',
  'Managemessages',
  'Manageoperators',
  'Managetags',
  'ManageQuickAnswers',
  'ManageTabulations',
  'ManageKanbans',
  'ManageModules',
  'Contacts',
  'Groups',
  'Reports',
  'ReportGupshupTraffic',
  'Products',
] as const;
export type PermissionName = (typeof permissionNames)[number];

export const permissionLabels: Record<PermissionName, string> = {
  API: 'API',
  AttendancesManage: 'Gerenciar atendimentos',
  Manage: 'Gerenciar',
  ManageCampaigns: 'Campanhas',
  ManageChannel: 'Canal',
  Managemenu: 'Menus e chatbot',
  ManageDepartments: 'Departamentos',
  ManageHSMModels: 'Modelos HSM',
  Managemessages: 'Mensagens automáticas',
  Manageoperators: 'Operadores',
  Managetags: 'Etiquetas',
  ManageQuickAnswers: 'Respostas rápidas',
  ManageTabulations: 'Tabulações',
  ManageKanbans: 'Kanbans',
  ManageModules: 'Módulos',
  Contacts: 'Contatos',
  Groups: 'Grupos',
  Reports: 'Relatórios',
  ReportGupshupTraffic: 'Tráfego do provedor',
  Products: 'Produtos',
};

export const apiTypes = ['business', 'cloud', 'gupshup', 'simulator'] as const;
export type ApiType = (typeof apiTypes)[number];

export const channelStatuses = ['loading', 'qr', 'authenticated'] as const;
export type ChannelStatus = (typeof channelStatuses)[number];
