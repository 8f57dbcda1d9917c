// Business constants of spec section 9.
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const TOKEN_MIN_REMAINING_MS = 60 * 60 * 1000;
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_COUNTDOWN_CLEAR_MS = 10_000;
export const ALERT_DEFAULT_MS = 5_000;
export const CLOCK_TICK_MS = 500;
export const FULLSCREEN_MAX_WIDTH = 1000;
export const BACK_TO_TOP_SCREEN_FRACTION = 0.25;
export const DEFAULT_PAGE = 1;
export const ATTENDANCE_PER_PAGE = 10;
export const TRAFFIC_PER_PAGE = 10;
export const DEFAULT_WORK_START = '00:00';
export const DEFAULT_WORK_FINISH = '23:59';
export const RECENT_MESSAGE_MS = 24 * 60 * 60 * 1000;
export const QR_IMAGE_WIDTH = 200;
export const WORK_TIME_OVER_MESSAGE = 'Seu horário de atendimento foi finalizado!';

/** An operator's working windows when none are set: the whole day, every day (spec section 9). */
export const defaultWorkingHours = {
  weekStartTime: DEFAULT_WORK_START,
  weekFinishTime: DEFAULT_WORK_FINISH,
  satStartTime: DEFAULT_WORK_START,
  satFinishTime: DEFAULT_WORK_FINISH,
  sunStartTime: DEFAULT_WORK_START,
  sunFinishTime: DEFAULT_WORK_FINISH,
} as const;
