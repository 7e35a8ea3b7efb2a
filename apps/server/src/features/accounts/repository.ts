import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authTokens, consents, passwordResetTokens, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
type Consent = Pick<typeof consents.$inferInsert, 'kind' | 'version'>;

const UNIQUE_VIOLATION = '23505';

/** The unique constraint a failed insert ran into, or null when the failure was something else. */
export function uniqueViolation(error: unknown): string | null {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause?.code === UNIQUE_VIOLATION ? (cause.constraint ?? '') : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Once a password is set, a reset link mailed before (perhaps to someone else's eyes) must not set another. */
const voidResetTokens = (tx: Tx, userId: number) =>
  tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

export const accountsRepository = (db: Db) => ({
  async createUser(
    values: { email: string | null; phoneNumber: string | null; passwordHash: string },
    accepted: Consent[],
  ) {
    return db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(values).returning();
      if (accepted.length > 0)
        await tx.insert(consents).values(accepted.map((consent) => ({ ...consent, userId: user!.id })));
      return user!;
    });
  },

  async findByLogin(login: { email?: string; phoneNumber?: string }): Promise<UserRow | undefined> {
    const where = login.email ? eq(users.email, login.email) : eq(users.phoneNumber, login.phoneNumber!);
    const [user] = await db.select().from(users).where(where);
    return user;
  },

  async findById(id: number): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  },

  async consentsOf(userId: number) {
    return db
      .select({ kind: consents.kind, version: consents.version, acceptedAt: consents.acceptedAt })
      .from(consents)
      .where(eq(consents.userId, userId));
  },

  /** Adds a token and deletes the user's tokens unused since `idleBefore` (expired, never presented again). */
  async addAuthToken(userId: number, tokenHash: string, idleBefore: Date) {
    // Stamped by this process's clock, the one `idleBefore` and the token checks use, not the database's.
    await db.insert(authTokens).values({ userId, tokenHash, lastUsedAt: new Date() });
    await db.delete(authTokens).where(and(eq(authTokens.userId, userId), lt(authTokens.lastUsedAt, idleBefore)));
  },

  async deleteAuthToken(tokenHash: string) {
    await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  },

  /** Sets a new password and revokes the user's tokens except `keepTokenHash`, and every reset link. */
  async setPassword(userId: number, passwordHash: string, keepTokenHash?: string) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await voidResetTokens(tx, userId);
      const others = keepTokenHash ? ne(authTokens.tokenHash, keepTokenHash) : undefined;
      await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), others));
    });
  },

  async addResetToken(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  },

  /** The user a reset token belongs to, when it is unused and unexpired. */
  async liveResetToken(tokenHash: string) {
    const [row] = await db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      );
    return row;
  },

  /**
   * Uses the token up and sets the password in one transaction; false when the
   * token was used (or expired) meanwhile. Every login token and every other reset
   * link of the user is revoked.
   */
  async resetPassword(tokenHash: string, userId: number, passwordHash: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (used[0]?.userId !== userId) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await voidResetTokens(tx, userId);
      await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      return true;
    });
  },
});

export type AccountsRepository = ReturnType<typeof accountsRepository>;
