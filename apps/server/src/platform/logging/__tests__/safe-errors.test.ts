import { describe, expect, it } from 'vitest';
import { format } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { consoleSafe, errorLogSerializer, redactError, redactText, safeErrorMessage } from '../safe-errors.js';

const SECRET = 'maria@exemplo.com.br';

/** What drizzle throws for a unique violation: the value is in its params, and in PostgreSQL's detail. */
function uniqueViolation(): DrizzleQueryError {
  const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    constraint: 'users_email_unique',
    table: 'users',
    detail: `Key (email)=(${SECRET}) already exists.`,
  });
  return new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', [SECRET, '$argon2id$v=19$hash'], driver);
}

describe('errors as they may be logged', () => {
  it('keeps the SQL, the constraint and the code, and drops the values (params, detail, echoes)', () => {
    const err = uniqueViolation();
    expect(err.message).toContain(SECRET);
    const logged = JSON.stringify(errorLogSerializer(err));
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('argon2id');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('23505');
  });

  it('a wrapper whose message joins a failed query (a job failing with several webhooks) is cut at params', () => {
    const joined = new Error(`2 webhooks failed: ${uniqueViolation().message}; other`);
    expect(safeErrorMessage(joined)).not.toContain(SECRET);
    expect(redactText(`claim failed ${uniqueViolation().message}`)).not.toContain(SECRET);
  });

  it('an error that wraps a failed query as its cause is redacted down the chain', () => {
    const outer = new Error('sending failed', { cause: uniqueViolation() });
    expect(format(...consoleSafe([outer]))).not.toContain(SECRET);
    expect(redactError(outer)).not.toBe(outer);
  });

  it('an ordinary error is left as it is', () => {
    const plain = new Error('nada a esconder');
    expect(redactError(plain)).toBe(plain);
    expect(safeErrorMessage({ message: 'pg-boss copies messages' })).toBe('pg-boss copies messages');
  });
});
