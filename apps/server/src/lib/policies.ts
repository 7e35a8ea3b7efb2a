import { notFound } from './app-error.js';

/** A row a user may own; no owner makes it public (the demo tales). */
export interface Ownable {
  userId: number | null;
}

export type Action = 'read' | 'change';

/**
 * The one ownership rule every feature asks, in the style of outline's policies:
 * a user reads and changes what is theirs, anyone reads what is public, nobody
 * changes it. Anything else is "not found", so another user's ids reveal nothing.
 */
export function can(userId: number | null, action: Action, row: Ownable): boolean {
  return row.userId === null ? action === 'read' : row.userId === userId;
}

/** The row when the user `can` act on it; otherwise (or when there is none) a 404. */
export function authorize<T extends Ownable>(userId: number | null, action: Action, row: T | undefined): T {
  if (row && can(userId, action, row)) return row;
  throw notFound();
}

/** The signed-in user's id, asked for only when needed (a public row needs no login). */
export type SignedIn = () => Promise<number>;

/** `row` to read: a public one to anyone, any other to its owner, who is asked to sign in only then. */
export async function authorizeRead<T extends Ownable>(row: T | undefined, signedIn: SignedIn): Promise<T> {
  if (row?.userId === null) return row;
  return authorize(await signedIn(), 'read', row);
}
