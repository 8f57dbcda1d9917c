// Real-time event names and payloads (ARCHITECTURE.md "Real time"; spec section 7 "Socket").
export type ServerToClientEvents = {
  qr: (payload: { id: string; qr: string }) => void;
  authenticated: (payload: { id: string }) => void;
  workTimeOver: () => void;
  outside_working_hours: () => void;
  disconnected_operator: () => void;
  already_connected: () => void;
  operator_status_update: (payload: { operatorId: string; status: boolean }) => void;
  'channel.config_updated': (payload: { channelId: string }) => void;
  /** Any domain event forwarded to the rooms concerned. */
  event: (payload: { name: string; data: unknown }) => void;
};

export type ClientToServerEvents = {
  get_qr: (payload: { id: string; channelNumber: string }) => void;
  operator_status_update: (payload: { operatorId: string; status: boolean }) => void;
};

export const rooms = {
  channel: (id: string) => `channel:${id}`,
  operator: (id: string) => `operator:${id}`,
  department: (id: string) => `department:${id}`,
  attendance: (id: string) => `attendance:${id}`,
  user: (id: string) => `user:${id}`,
  admins: 'admins',
} as const;
