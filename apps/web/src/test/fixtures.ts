import {
  defaultChannelConfig,
  defaultWorkingHours,
  type Channel,
  type ChannelConfig,
  type Contact,
  type PermissionName,
  type Role,
  type SessionUser,
} from '@atende/contract';

export const ids = {
  user: '00000000-0000-4000-8000-000000000001',
  channel: '00000000-0000-4000-8000-000000000002',
  operator: '00000000-0000-4000-8000-000000000003',
  role: '00000000-0000-4000-8000-000000000004',
};

type UserOptions = {
  modules?: Partial<ChannelConfig['modules']>;
  config?: Partial<Omit<ChannelConfig, 'modules'>>;
  permissions?: PermissionName[];
  apiType?: NonNullable<SessionUser['channel']>['apiType'];
  admin?: SessionUser['admin'];
  overrides?: Partial<SessionUser>;
};

/** A session user of the given role, with a channel for every role but admin. */
export function makeUser(role: Role, options: UserOptions = {}): SessionUser {
  const withChannel = role !== 'admin';
  const channelConfig: ChannelConfig = {
    ...defaultChannelConfig,
    ...options.config,
    modules: { ...defaultChannelConfig.modules, ...options.modules },
  };
  return {
    _id: ids.user,
    role,
    roleId: withChannel ? ids.role : null,
    channelId: withChannel ? ids.channel : null,
    channel: withChannel
      ? {
          _id: ids.channel,
          name: 'Loja Exemplo',
          channelNumber: '5511912345678',
          apiType: options.apiType ?? 'simulator',
          status: null,
          blocked: false,
          timezone: 'America/Sao_Paulo',
          secondaryChannelIds: [],
        }
      : null,
    channelConfig: withChannel ? channelConfig : null,
    operatorData:
      role === 'operator'
        ? {
            _id: ids.operator,
            name: 'Ana Operadora',
            channelId: ids.channel,
            status: false,
            ...defaultWorkingHours,
            privacy: false,
            maxAttendances: 10,
            departmentIds: [],
          }
        : null,
    permissions: options.permissions ?? [],
    login: `${role}.login`,
    name: 'Maria da Silva',
    nickname: null,
    email: 'maria@example.com',
    cpf: null,
    mobile: null,
    photoURL: null,
    job: null,
    company: null,
    soundAlert: true,
    urlServer: '',
    urlStorage: '',
    admin: role === 'admin' ? (options.admin ?? { master: true, showQRPage: false }) : null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...options.overrides,
  };
}

/** A channel as GET /api/channel/{id} answers it: the signed-in user's channel unless overridden. */
export const makeChannel = (overrides: Partial<Channel> = {}): Channel => ({
  _id: ids.channel,
  name: 'Loja Exemplo',
  channelNumber: '5511912345678',
  apiType: 'cloud',
  status: null,
  blocked: false,
  deleted: false,
  timezone: 'America/Sao_Paulo',
  secondaryChannelIds: [],
  credentials: {},
  config: defaultChannelConfig,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A contact of the test channel with no optional field set; `overrides` sets what a test looks at. */
export const makeContact = (overrides: Partial<Contact> & Pick<Contact, '_id' | 'number' | 'name'>): Contact => ({
  channelId: ids.channel,
  code: null,
  email: null,
  tagId: null,
  tag: null,
  responsibleOperatorId: null,
  responsibleOperatorName: null,
  birthday: null,
  document: null,
  optedOutOfCampaigns: false,
  optedOutAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
