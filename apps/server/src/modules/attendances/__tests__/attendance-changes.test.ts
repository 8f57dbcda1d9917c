import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../platform/events/domain-events.js';
import { newAttendanceChanges, publishAttendanceChanges, recordChanged, recordLeftQueue, recordMoved, recordQueueCheck } from '../attendance-changes.js';
import type { AttendanceRef } from '../attendance-engine.repository.js';

const ref = (status: AttendanceRef['status']): AttendanceRef => ({ id: 'a1', channelId: 'c1', contactId: 'k1', status, departmentId: null, operatorId: null });

function listen() {
  const bus = createEventBus((_name, err) => {
    throw err;
  });
  const heard: Array<[string, unknown]> = [];
  bus.on('attendance.changed', (data) => void heard.push(['attendance.changed', data]));
  bus.on('attendance.left_queue', (data) => void heard.push(['attendance.left_queue', data]));
  bus.on('queue.check', (data) => void heard.push(['queue.check', data]));
  return { bus, heard };
}

describe('attendance changes', () => {
  it('records nothing on the bus until published, then announces the events in the order they were recorded', () => {
    const { bus, heard } = listen();
    const changes = newAttendanceChanges();
    recordChanged(changes, ref('in_attendance'), 'op1');
    recordLeftQueue(changes, ref('in_attendance'));
    recordQueueCheck(changes, 'c1');
    expect(heard).toEqual([]);
    publishAttendanceChanges(bus, changes);
    expect(heard).toEqual([
      ['attendance.changed', { attendanceId: 'a1', channelId: 'c1', previousOperatorId: 'op1' }],
      ['attendance.left_queue', { attendanceId: 'a1', channelId: 'c1' }],
      ['queue.check', { channelId: 'c1' }],
    ]);
  });

  it('publishes a unit of work once: a second publish announces nothing again', () => {
    const { bus, heard } = listen();
    const changes = newAttendanceChanges();
    recordChanged(changes, ref('waiting'), null);
    publishAttendanceChanges(bus, changes);
    publishAttendanceChanges(bus, changes);
    expect(heard).toHaveLength(1);
  });

  it('a conversation a batch moved asks for a queue check only when it waits with someone online', () => {
    const { bus, heard } = listen();
    const changes = newAttendanceChanges();
    recordMoved(changes, ref('waiting'));
    recordMoved(changes, ref('offline_operators'));
    recordMoved(changes, ref('in_attendance'));
    publishAttendanceChanges(bus, changes);
    expect(heard.map(([name]) => name)).toEqual(['attendance.changed', 'queue.check', 'attendance.changed', 'attendance.changed']);
  });
});
