import { LANGUAGE_HEADER, type Locale, MESSAGES, type MessageKey, message, pickLocale } from '@skazka/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

const NON_FIELD = 'non_field_errors';

/** Fastify's and its plugins' own error codes, answered with a catalogue text. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'fileTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'bodyTooLarge' },
};

const isMessageKey = (value: unknown): value is MessageKey => typeof value === 'string' && value in MESSAGES;

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
}

/** Zod issues → `{field: [text]}` (DRF shape); issues on the whole body go to non_field_errors. */
export function validationBody(issues: ValidationIssue[], locale: Locale): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? NON_FIELD;
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'invalidValue';
    const text = message(key, locale);
    // One message per field: the first rule broken (a year out of range is not also "invalid date").
    body[field] ??= [text];
  }
  return body;
}

// Error bodies have fixed shapes; a route's response schema for that status only documents them.
const sendError = (reply: FastifyReply, status: number, body: object) =>
  reply.code(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);

function sendDetail(reply: FastifyReply, request: FastifyRequest, status: number, key: MessageKey) {
  return sendError(reply, status, { detail: request.t(key) });
}

/**
 * Fastify's router answers a path it cannot read (a malformed escape, a parameter over its
 * length) before any hook or the error handler runs, in its own English shape. Such a path
 * names nothing: 404 in the contract's shape and the request's language, as a malformed id does.
 */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, 404, { detail: message('notFound', pickLocale(request.headers[LANGUAGE_HEADER])) });
}

/** The one error handler: every failure answers JSON in the request's language. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        if (error.field) return sendError(reply, error.statusCode, { [error.field]: [request.t(error.code)] });
        return sendDetail(reply, request, error.statusCode, error.code);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A malformed id in the path names no object of the caller's: same answer as an unknown id.
        if (error.validationContext === 'params') return sendDetail(reply, request, 404, 'notFound');
        return sendError(reply, 400, validationBody(error.validation, request.locale));
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known) return sendDetail(reply, request, known.status, known.key);
      const status = error.statusCode ?? 500;
      if (status === 429) return sendDetail(reply, request, 429, 'tooManyRequests');
      if (status === 503) return sendDetail(reply, request, 503, 'serviceUnavailable');
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return sendDetail(reply, request, status, status === 404 ? 'notFound' : 'invalidValue');
      }
      request.log.error({ err: error }, 'request failed');
      return sendDetail(reply, request, 500, 'somethingWentWrong');
    });

    app.setNotFoundHandler((request, reply) => sendDetail(reply, request, 404, 'notFound'));
  },
  { name: 'errors', dependencies: ['i18n'] },
);
