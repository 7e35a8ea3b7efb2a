import { LANGUAGE_HEADER, type Locale, type MessageKey, message, pickLocale } from '@skazka/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    readonly locale: Locale;
    /** The text of a catalogue key in the request's language. */
    t(key: MessageKey): string;
  }
}

export default fp(
  async (app) => {
    // Read from the header when asked: most answers hold no text, and a hook on every request costs more.
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return pickLocale(this.headers[LANGUAGE_HEADER]);
      },
    });
    app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey) {
      return message(key, this.locale);
    });
  },
  { name: 'i18n' },
);
