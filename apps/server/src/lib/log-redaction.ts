import type { FastifyRequest } from 'fastify';

/** Fields that must never reach a log line, wherever they appear in a logged object. */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    'password',
    'new_password',
    'current_password',
    'token',
    'auth_token',
    '*.password',
    '*.new_password',
    '*.current_password',
    '*.token',
    '*.auth_token',
    '*.authorization',
    '*.bytes',
    '*.file',
    '*.photo',
    // Payments: provider keys and signatures, T-Bank's Token and card handles.
    'req.headers["stripe-signature"]',
    'headers["stripe-signature"]',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'TINKOFF_PASSWORD',
    '*.STRIPE_SECRET_KEY',
    '*.STRIPE_WEBHOOK_SECRET',
    '*.TINKOFF_PASSWORD',
    'Token',
    'Password',
    'RebillId',
    'Pan',
    '*.Token',
    '*.Password',
    '*.RebillId',
    '*.Pan',
    '*.rebillId',
  ],
  censor: '[redacted]',
};

/** The request line of a log, with secrets in the path (reset tokens) and media signatures cut out. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function redactUrl(url: string): string {
  return url
    .replace(/^\/password\/[^/?]+/, '/password/[redacted]')
    .replace(/([?&](?:sig|token)=)[^&]*/g, '$1[redacted]');
}

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: LoggedError;
}

// drizzle appends a failed query's values to its message ("params: a@b.c,Anna,2019-05-01").
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
// PostgreSQL quotes the offending value in some messages ('invalid input syntax for type date: "2019-13-01"').
const QUOTED = /"[^"\n]*"/g;

/**
 * Errors as logged: type, message and stack, and of a database error only its code
 * and the constraint, table and column it names, never the values (a child's name,
 * a birthday, an email) that the query carried or that PostgreSQL quotes back.
 */
export function errorSerializer(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an error]', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
  const clean = (text: string | undefined) => {
    const cut = text?.replace(QUERY_PARAMS, '\nparams: [redacted]');
    return fromDatabase ? cut?.replace(QUOTED, '"[redacted]"') : cut;
  };
  return {
    type: error.constructor.name,
    message: clean(error.message) ?? '',
    stack: clean(error.stack) ?? '',
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(fromDatabase ? { constraint: fields.constraint, table: fields.table, column: fields.column } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: errorSerializer(error.cause, depth + 1) } : {}),
  };
}
