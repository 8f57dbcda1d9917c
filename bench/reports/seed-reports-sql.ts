// The SQL of the reports' seed (seed-reports.ts runs it): every row comes from generate_series and
// random() inside PostgreSQL, never row by row from JavaScript. Times follow a working day's shape
// in the channel's zone (most traffic 8h–18h, little at night) over the 365 local days up to today.

/** Local hours weighted by how busy they are: an attendance's hour is one of these, picked at random. */
const BUSY_HOURS = [
  0, 3, 6, 7, 7, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17, 18, 18, 19, 20,
  21, 22, 23,
];

/** Tabulations are not used evenly: the first ones are the common outcomes. */
const TABULATION_PICK = [1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8];

/**
 * One attendance per g (1..$5), in time order: the first ones a year ago, the last ones today.
 * Mix: ~87% finished by an operator (queued after a short bot talk, waited, answered, handled), ~8%
 * finished by the bot alone, ~5% abandoned in the queue, and the last $6 still open now (half with
 * an operator, half waiting). Durations are exponential around a few minutes, as queues are.
 * $1 channel, $2 departments uuid[5], $3 operators uuid[30] (6 per department, in order),
 * $4 tabulations uuid[8], $5 attendances, $6 still open, $7 zone, $8 first g, $9 last g.
 */
export const insertAttendancesSql = `
insert into attendances (channel_id, contact_id, status, department_id, operator_id, tabulation_id, created_at, updated_at,
                         last_message_at, last_inbound_at, queued_at, assigned_at, first_response_at, finished_at)
select $1, c.id, f.status, f.dept, f.op, f.tab, f.created, coalesce(f.finished, f.created), coalesce(f.finished, f.created), f.created,
       f.queued, f.assigned, f.first_response, f.finished
from generate_series($8::int, $9::int) g
join bench_contacts c on c.rn = 1 + ((g::bigint * 7919) % 300000)
cross join lateral (
  select random() + 0 * g as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6, random() as r7,
         random() as r8, random() as r9, random() as r10
) r
-- The local day (today back to a year ago, in g's order) at a busy hour; today's hours still ahead
-- (or too recent to have ended) move to yesterday.
cross join lateral (
  select ((((now() at time zone $7)::date - floor(($5::int - g)::float8 / $5::int * 365)::int)
          + (array[${BUSY_HOURS.join(',')}])[1 + floor(r.r1 * ${BUSY_HOURS.length})::int] * interval '1 hour'
          + r.r2 * interval '1 hour') at time zone $7) as at
) day
cross join lateral (
  select case when g > $5::int - $6::int then now() - ($5::int - g + 1) * interval '25 seconds'
              when day.at > now() - interval '6 hours' then day.at - interval '1 day' else day.at end as created,
         case when g > $5::int - $6::int then (case when g % 2 = 0 then 'open_op' else 'open_wait' end)
              when r.r3 < 0.85 then 'op' when r.r3 < 0.93 then 'bot' when r.r3 < 0.98 then 'abandoned' else 'op' end as kind,
         (30 + r.r4 * 150) * interval '1 second' as bot_talk,
         least(7200, floor(-ln(1 - r.r5) * 240)) * interval '1 second' as wait,
         least(3600, floor(-ln(1 - r.r6) * 90)) * interval '1 second' as first_gap,
         (60 + least(14400, floor(-ln(1 - r.r7) * 720))) * interval '1 second' as handle,
         g % 5 as d
) t
cross join lateral (
  select case t.kind when 'op' then 'finished' when 'bot' then 'finished' when 'abandoned' then 'abandoned'
                     when 'open_op' then 'in_attendance' else 'waiting' end as status,
         case when t.kind = 'bot' then null else ($2::uuid[])[1 + t.d] end as dept,
         case when t.kind in ('op', 'open_op') then ($3::uuid[])[1 + t.d * 6 + floor(r.r8 * 6)::int] end as op,
         case when t.kind = 'op' and r.r9 < 0.9
              then ($4::uuid[])[(array[${TABULATION_PICK.join(',')}])[1 + floor(r.r10 * ${TABULATION_PICK.length})::int]] end as tab,
         t.created,
         case when t.kind <> 'bot' then t.created + t.bot_talk end as queued,
         case when t.kind in ('op', 'open_op') then t.created + t.bot_talk + t.wait end as assigned,
         case when t.kind = 'op' or (t.kind = 'open_op' and g % 4 = 0) then t.created + t.bot_talk + t.wait + t.first_gap end as first_response,
         case t.kind when 'op' then t.created + t.bot_talk + t.wait + greatest(t.handle, t.first_gap + interval '30 seconds')
                     when 'bot' then t.created + t.bot_talk
                     when 'abandoned' then t.created + t.bot_talk + (600 + r.r4 * 1800) * interval '1 second' end as finished
) f
where t.created is not null`;

/**
 * Ten messages per attendance, slot $2 (0..9) of each in one statement (a statement-level trigger
 * sees a million rows at a time): even slots the customer's, odd slots the company's, spread from
 * the opening to the end (now, while open). An outbound message after the assignment is the
 * operator's; before it, the bot's. $1 channel, $2 slot.
 */
export const insertMessagesSql = `
insert into messages (channel_id, attendance_id, contact_id, direction, type, content, status, operator_id, created_at, status_at)
select $1, a.id, a.contact_id, m.direction, 'text',
       case when m.direction = 'in' then '{"text":"Olá, preciso de ajuda com o meu pedido"}'::jsonb
            else '{"text":"Claro! Vou verificar para você."}'::jsonb end,
       case when m.direction = 'in' then 'received' else 'read' end,
       case when m.direction = 'out' and a.assigned_at is not null and m.at >= a.assigned_at then a.operator_id end,
       m.at, m.at
from bench_attendances a
cross join lateral (
  select case when $2::int % 2 = 0 then 'in' else 'out' end as direction,
         a.created_at + (a.ended_at - a.created_at) * ($2::int / 10.0) as at
) m`;

/** The attendances messages hang on (ended_at: the finish, or now while open). $1 channel. */
export const benchAttendancesSql = `
create temporary table bench_attendances as
select id, contact_id, operator_id, assigned_at, created_at, coalesce(finished_at, now()) as ended_at
from attendances where channel_id = $1`;

/**
 * A survey for ~25% of the attendances finished by an operator: 75% answered (scores mostly 4–5,
 * a comment now and then), the rest pending or expired. $1 channel.
 */
export const insertSurveysSql = `
insert into attendance_surveys (attendance_id, channel_id, operator_id, department_id, status, score, comment, sent_at, answered_at)
select a.id, a.channel_id, a.operator_id, a.department_id,
       case when r.r1 < 0.75 then 'answered' when r.r1 < 0.85 then 'pending' else 'expired' end,
       case when r.r1 < 0.75 then (array[1,2,3,3,4,4,4,4,5,5,5,5,5,5,5,5])[1 + floor(r.r2 * 16)::int] end,
       case when r.r1 < 0.15 then 'Atendimento ' || (array['rápido','muito bom','demorado','excelente'])[1 + floor(r.r3 * 4)::int] end,
       a.finished_at,
       case when r.r1 < 0.75 then a.finished_at + (60 + r.r3 * 1200) * interval '1 second' end
from attendances a
cross join lateral (select random() + 0 * a.seq as r0, random() as r1, random() as r2, random() as r3) r
where a.channel_id = $1 and a.status = 'finished' and a.operator_id is not null and r.r0 < 0.25`;

/**
 * Each operator's working days of the year (Monday to Saturday): two online spells (morning and
 * afternoon) and the access log's sign-in and sign-out around them, plus a few failed sign-ins.
 * Presence: $1 channel, $2 operators uuid[], $3 zone. Access log: $1 channel, $2 users uuid[], $3 logins text[], $4 zone.
 */
export const insertPresenceSql = `
insert into operator_presence (channel_id, operator_id, online_at, offline_at)
select $1, o.op, ((d + s.starts) at time zone $3) + (random() * 10) * interval '1 minute',
       ((d + s.ends) at time zone $3) - (random() * 10) * interval '1 minute'
from unnest($2::uuid[]) o(op)
cross join generate_series((now() at time zone $3)::date - 365, (now() at time zone $3)::date - 1, interval '1 day') d
cross join (values (interval '8 hours', interval '12 hours'), (interval '13 hours', interval '17 hours 30 minutes')) s(starts, ends)
where extract(dow from d) <> 0`;

export const insertAccessLogsSql = `
insert into access_logs (channel_id, user_id, login, event, ip, user_agent, created_at)
select $1::uuid, u.user_id, u.login, e.event, '10.0.' || (u.n % 250) || '.' || (1 + extract(doy from d)::int % 250),
       'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0', ((d + e.at) at time zone $4) + random() * interval '15 minutes'
from unnest($2::uuid[], $3::text[]) with ordinality u(user_id, login, n)
cross join generate_series((now() at time zone $4)::date - 365, (now() at time zone $4)::date - 1, interval '1 day') d
cross join (values ('login', interval '7 hours 50 minutes'), ('logout', interval '17 hours 35 minutes')) e(event, at)
where extract(dow from d) <> 0
union all
select $1::uuid, null::uuid, 'bench-op-' || (1 + g % 40), 'login_failed', '203.0.113.' || (g % 200), 'curl/8.0',
       now() - (g % 365) * interval '1 day' - (g % 600) * interval '1 minute'
from generate_series(1, 2000) g`;
