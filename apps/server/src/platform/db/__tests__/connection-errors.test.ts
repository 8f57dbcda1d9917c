import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { databaseFailureReason, isDatabaseUnavailable, unavailableReason } from '../connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database unavailable (503) versus any other failure (500)', () => {
  it.each([
    ['a refused connect', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['admin_shutdown (a restart)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash_shutdown', withCode('57P02')],
    ['cannot_connect_now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ["the driver's Connection terminated", new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s is the database being unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it("sees through drizzle's DrizzleQueryError and a failed connect to several addresses", () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {}))).toBe(true);
    expect(unavailableReason(new DrizzleQueryError('select 1', ['segredo'], withCode('57P03')))).toBe('57P03');
  });

  it('a data error, a bug, or Meta being unreachable is not the database being unavailable', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert ...', [], withCode('23505')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22P02'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('the reason names the code, never the address or the SQL', () => {
    const reason = databaseFailureReason(new DrizzleQueryError('select * from users where email = $1', ['a@b.c'], withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432')));
    expect(reason).toBe('banco de dados indisponível (ECONNREFUSED)');
    expect(databaseFailureReason(withCode('23505', 'duplicate key'))).toBe('falha ao consultar o banco de dados');
  });
});
