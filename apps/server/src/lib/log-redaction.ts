import type { FastifyRequest } from 'fastify';

/** Fields that must never reach a log line, wherever they appear in a logged object. */
export const logRedaction = {
  paths: [
    'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie',
    'password', 'new_password', 'current_password', 'token', 'auth_token',
    '*.password', '*.new_password', '*.current_password', '*.token', '*.auth_token', '*.authorization',
    '*.bytes', '*.file', '*.photo',
    // Payments: provider keys and signatures, T-Bank's Token and card handles.
    'req.headers["stripe-signature"]', 'headers["stripe-signature"]',
    'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'TINKOFF_PASSWORD', '*.STRIPE_SECRET_KEY', '*.STRIPE_WEBHOOK_SECRET', '*.TINKOFF_PASSWORD',
    'Token', 'Password', 'RebillId', 'Pan', '*.Token', '*.Password', '*.RebillId', '*.Pan', '*.rebillId',
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
