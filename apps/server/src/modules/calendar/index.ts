// Everyone's calendar: each user's events with contacts, and the reminders that fall due.
// The front door: other modules and app.ts import this module only from here.
export { pushCalendarReminders } from './calendar.events.js';
export { calendarRoutes } from './calendar.routes.js';
export { createCalendarService } from './calendar.service.js';
export { CALENDAR_REMINDER_QUEUE, calendarReminderJob, calendarReminderQueue, type CalendarReminderJob } from './jobs/calendar-reminder.job.js';
