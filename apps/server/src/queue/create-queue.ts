import type PgBoss from 'pg-boss';

// PostgreSQL errors two processes hit when they create the same queue at once:
// a deadlock over its partition table, or the other one's row already there.
const RACE_CODES = new Set(['40P01', '23505']);
const ATTEMPTS = 5;

/**
 * Creates a pg-boss queue, safe when several API and worker processes start
 * together: pg-boss 10 can deadlock there, so a lost race is retried after a
 * short random pause (creating an existing queue is a no-op).
 */
export async function createQueue(boss: PgBoss, name: string, policy: PgBoss.QueuePolicy): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, policy });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RACE_CODES.has(code) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
