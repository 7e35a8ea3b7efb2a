import type { FastifyRequest } from 'fastify';

/** A cookie the browser sent, decoded; null when absent or not what the web app writes. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const prefix = `${name}=`;
  const pair = request.headers.cookie?.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(prefix.length));
  } catch {
    return null;
  }
}
