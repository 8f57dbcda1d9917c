// The demo store's building blocks: the seeded PRNG, Brazilian people data, São Paulo local time,
// the bot menu by department and one conversation's timeline.
import { describe, expect, it } from 'vitest';
import { botConfigSchema, isValidCpf } from '@atende/contract';
import { createRandom } from '../demo-random.js';
import { cpf, demoPeople, mobileNumber } from '../demo-people.js';
import { addDays, localDate, minuteOfLocalDay, weekdayOf, zonedInstant } from '../demo-time.js';
import { storeMenus } from '../demo-catalog.js';
import { buildConversation, type StoreFrame } from '../demo-conversation.js';
import { scripts } from '../demo-scripts.js';

const departmentIds = {
  Vendas: '00000000-0000-4000-8000-000000000001',
  Suporte: '00000000-0000-4000-8000-000000000002',
  Financeiro: '00000000-0000-4000-8000-000000000003',
};

describe('the demo PRNG', () => {
  it('gives the same numbers for the same seed and UUID-shaped ids', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 50 }, () => a.next())).toEqual(Array.from({ length: 50 }, () => b.next()));
    expect(createRandom(8).next()).not.toBe(createRandom(7).next());
    expect(a.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ints = Array.from({ length: 500 }, () => a.int(1, 3));
    expect(new Set(ints)).toEqual(new Set([1, 2, 3]));
  });
});

describe('demo people', () => {
  it('CPFs have valid check digits', () => {
    const rng = createRandom(1);
    for (let i = 0; i < 500; i++) expect(isValidCpf(cpf(rng))).toBe(true);
  });

  it('mobile numbers are 55 11 9xxxx-xxxx, clear of the 5511 9876… numbers tests use', () => {
    const rng = createRandom(2);
    for (let i = 0; i < 500; i++) {
      const n = mobileNumber(rng);
      expect(n).toMatch(/^55119[6-9]\d{7}$/);
      expect(n.startsWith('55119876')).toBe(false);
    }
  });

  it('people are distinct by number, three have their birthday today, none on 29 February', () => {
    const people = demoPeople(createRandom(3), 200, '2024-02-29');
    expect(new Set(people.map((p) => p.number)).size).toBe(200);
    expect(people.filter((p) => p.birthday?.endsWith('-02-28')).length).toBeGreaterThanOrEqual(3);
    expect(people.some((p) => p.birthday?.endsWith('-02-29'))).toBe(false);
    for (const p of people) if (p.document) expect(isValidCpf(p.document)).toBe(true);
  });
});

describe('local time in São Paulo', () => {
  it('turns local days and minutes into instants and back', () => {
    expect(zonedInstant('2025-06-11', 15 * 60, 'America/Sao_Paulo').toISOString()).toBe('2025-06-11T18:00:00.000Z');
    expect(localDate(new Date('2025-06-12T02:30:00Z'), 'America/Sao_Paulo')).toBe('2025-06-11');
    expect(minuteOfLocalDay(new Date('2025-06-11T18:30:00Z'), 'America/Sao_Paulo')).toBe(15 * 60 + 30);
    expect(weekdayOf('2025-06-11')).toBe(3);
    expect(weekdayOf('2025-06-15')).toBe(7);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('the store bot', () => {
  it('is a valid bot whose first menu routes to each department', () => {
    const menus = storeMenus(departmentIds);
    expect(botConfigSchema.safeParse({ menus, rootMenuId: 'inicio', defaultDepartmentId: null }).success).toBe(true);
    const root = menus.find((m) => m.id === 'inicio');
    const targets = root?.kind === 'list' ? root.sections.flatMap((s) => s.rows.map((r) => r.target)) : [];
    for (const id of Object.values(departmentIds)) expect(targets).toContainEqual({ kind: 'department', departmentId: id });
  });
});

describe('a demo conversation', () => {
  const frame: StoreFrame = { channelId: 'c', rootMenu: storeMenus(departmentIds)[0]!, tabulationIds: new Map([['Venda realizada', 't1']]) };
  const contact = { id: 'k', name: 'Ana Souza', number: '5511960000000', responsibleOperatorId: null };
  const input = {
    contact,
    start: new Date('2025-06-11T13:00:00Z'),
    origin: 'bot' as const,
    department: { id: departmentIds.Vendas, rowId: 'comprar', rowTitle: 'Comprar um produto' },
    operator: { id: 'o', name: 'Carla Mendes' },
    script: scripts.find((s) => s.tabulation === 'Venda realizada')!,
    fill: { produto: 'cafeteira elétrica', preco: 'R$ 149,90', pedido: '#41234', cidade: 'Santos', prazo: '3', rastreio: 'QB1BR', vencimento: '14/06' },
  };

  it('ends finished with a tabulation and its survey, in the engine order of times', () => {
    const c = buildConversation(createRandom(4), frame, { ...input, outcome: 'finished', latest: new Date('2025-06-12T00:00:00Z') });
    const a = c.attendance;
    expect(a.status).toBe('finished');
    expect(a.tabulationId).toBe('t1');
    expect(a.assignedAt!.getTime()).toBeLessThanOrEqual(a.firstResponseAt!.getTime());
    expect(a.firstResponseAt!.getTime()).toBeLessThan(a.finishedAt!.getTime());
    expect(c.survey?.sentAt).toEqual(a.finishedAt);
    expect(c.messages[0]).toMatchObject({ direction: 'in', status: 'received' });
    expect(c.messages.some((m) => m.direction === 'out' && m.operatorId === 'o')).toBe(true);
    expect(c.messages.map((m) => String((m.content as { text?: string }).text ?? '')).join('\n')).not.toMatch(/\{\w+\}/);
  });

  it('open now: squeezed before `latest`, with the customer waiting for an answer', () => {
    const latest = new Date('2025-06-11T13:05:00Z');
    const c = buildConversation(createRandom(5), frame, { ...input, outcome: 'in_attendance', latest });
    expect(c.attendance.status).toBe('in_attendance');
    expect(c.attendance.finishedAt).toBeNull();
    expect(c.attendance.unread).toBeGreaterThan(0);
    for (const m of c.messages) expect(m.createdAt!.getTime()).toBeLessThanOrEqual(latest.getTime());
  });
});
