// /reportStats: the period's volume (messages in and out, new contacts, attendances opened, finished,
// abandoned, resolved by the bot alone), per day, the inbound heatmap (weekday × local hour) and each
// operator's productivity. Attendance figures honour every filter (rollup, or the raw path with a tag or
// contact filter); message figures honour the period and the operator only (the message rollup has no
// department, tag or tabulation; with an operator, inbound messages, which are nobody's, count zero).
import type { OperatorProductivityRow, ReportFilters, ReportPageQuery, StatsReportPage, StatsReportSummary } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { attendanceFacts } from './facts/attendance-facts.repository.js';
import { messageFigures, messagesSentByOperator } from './facts/message-facts.repository.js';
import type { MessageFactsScope } from './facts/facts.types.js';
import { onlineSecondsByOperator } from './facts/presence-facts.repository.js';
import { factsScopeOf, meanSeconds } from './report-figures.js';
import { daysOf } from './report-period.js';
import { reportRequestOf, summaryRequestOf } from './report-scope.js';
import type { ReportRequest } from './report-table.js';
import { channelOperators, countNewContacts } from './stats-report.repository.js';

const messageScopeOf = (req: ReportRequest): MessageFactsScope => ({
  channelId: req.channelId,
  timezone: req.timezone,
  from: req.period.from,
  to: req.period.to,
  operatorId: req.query.operatorId,
});

/**
 * One row per operator of the channel, most attendances finished first (then by name): every current
 * operator, and a deleted one only when the period holds figures of theirs. With the operator filter,
 * that operator's row alone.
 */
export async function productivityRows(ctx: AppContext, req: ReportRequest, now: Date): Promise<OperatorProductivityRow[]> {
  const orm = ctx.db.orm;
  const days = { channelId: req.channelId, timezone: req.timezone, from: req.period.from, to: req.period.to };
  const [operators, facts, sent, online] = await Promise.all([
    channelOperators(orm, req.channelId),
    attendanceFacts(orm, factsScopeOf(req), 'operator'),
    messagesSentByOperator(orm, messageScopeOf(req)),
    onlineSecondsByOperator(orm, { ...days, now }),
  ]);
  const factsOf = new Map(facts.map((f) => [f.operatorId ?? '', f]));
  const rows = operators
    .filter((o) => !req.query.operatorId || o.id === req.query.operatorId)
    .map((o) => {
      const f = factsOf.get(o.id);
      return {
        operator: { _id: o.id, name: o.name },
        finished: f?.finished ?? 0,
        messagesSent: sent.get(o.id) ?? 0,
        averageHandleSeconds: f ? meanSeconds(f.handleSeconds, f.handled) : null,
        onlineSeconds: online.get(o.id) ?? 0,
        worked: !!f || sent.has(o.id) || online.has(o.id),
        deleted: o.deleted,
      };
    })
    .filter((r) => !r.deleted || r.worked);
  rows.sort((a, b) => b.finished - a.finished || a.operator.name.localeCompare(b.operator.name, 'pt-BR'));
  return rows.map(({ worked: _worked, deleted: _deleted, ...row }) => row);
}

export function createStatsReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<StatsReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    const scope = factsScopeOf(req);
    const messages = messageScopeOf(req);
    const [totals, perDayFacts, { totals: messageCount, perDay: perDayMessages, heatmap }, newContacts] = await Promise.all([
      attendanceFacts(orm, scope, 'none'),
      attendanceFacts(orm, scope, 'day'),
      messageFigures(orm, messages),
      countNewContacts(orm, req),
    ]);
    const all = totals[0];
    const factsOfDay = new Map(perDayFacts.map((f) => [f.day, f]));
    const messagesOfDay = new Map(perDayMessages.map((m) => [m.day, m]));
    return {
      statusCode: 200,
      period: req.period,
      summary: {
        messagesIn: messageCount.inbound,
        messagesOut: messageCount.outbound,
        newContacts,
        opened: all?.opened ?? 0,
        finished: all?.finished ?? 0,
        abandoned: all?.abandoned ?? 0,
        botOnly: all?.botOnly ?? 0,
      },
      perDay: daysOf(req.period).map((day) => ({
        day,
        messagesIn: messagesOfDay.get(day)?.inbound ?? 0,
        messagesOut: messagesOfDay.get(day)?.outbound ?? 0,
        opened: factsOfDay.get(day)?.opened ?? 0,
        finished: factsOfDay.get(day)?.finished ?? 0,
      })),
      heatmap,
    };
  }

  async function page(channelId: string, pageNumber: number, query: ReportPageQuery): Promise<StatsReportPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const rows = await productivityRows(ctx, req, clock());
    const start = (pageNumber - 1) * query.perPage;
    return { statusCode: 200, period: req.period, items: rows.slice(start, start + query.perPage), page: pageNumber, perPage: query.perPage, total: rows.length };
  }

  return { summary, page };
}

export type StatsReportService = ReturnType<typeof createStatsReportService>;
