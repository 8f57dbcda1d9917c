// Reads the operator behind an embed token and bumps its user's token version (revocation).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { operators, users } from '../../schema/index.js';

export type EmbedOperator = { operatorId: string; userId: string; channelId: string; tokenVersion: number; blocked: boolean };

/** A live operator of that channel (not deleted), with its user's token version. */
export async function findChannelOperator(orm: NodePgDatabase, channelId: string, operatorId: string): Promise<EmbedOperator | undefined> {
  const [row] = await orm
    .select({
      operatorId: operators.id,
      userId: users.id,
      channelId: operators.channelId,
      tokenVersion: users.tokenVersion,
      blocked: users.blocked,
    })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.id, operatorId), eq(operators.channelId, channelId), isNull(operators.deletedAt), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function bumpTokenVersion(orm: NodePgDatabase, userId: string): Promise<void> {
  await orm
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
