// POST /api/message/read/{attendanceId}: opening a conversation reads it on the server too.
import { z } from 'zod';
import { apiRequest } from '@/shared/http/http-client';

export const markAttendanceRead = (attendanceId: string) =>
  apiRequest(`/api/message/read/${attendanceId}`, { method: 'POST', schema: z.object({ statusCode: z.number() }) });
