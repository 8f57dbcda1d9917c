// The rooms that see a conversation's changes in real time: the channel's
// conversation readers (owner and managers, contract access-rules.ts), the attendance's room (its
// followers and the embedded chat) and the operators named (its holder, and one it just left).
// Messages and attendances push to the same audience.
import { conversationReaderRooms, rooms } from '@atende/contract';

export function conversationAudience(channelId: string, attendanceId: string | null, operatorIds: Array<string | null>): string[] {
  const targets = conversationReaderRooms(channelId);
  if (attendanceId) targets.push(rooms.attendance(attendanceId));
  for (const id of operatorIds) if (id) targets.push(rooms.operator(id));
  return targets;
}
