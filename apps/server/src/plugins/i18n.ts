import {
  LANGUAGE_HEADER,
  type Locale,
  type MessageKey,
  SERVER_FALLBACK_LOCALE,
  message,
  pickLocale,
} from '@skazka/contract';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** The text of a catalogue key in the request's language. */
    t(key: MessageKey): string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', SERVER_FALLBACK_LOCALE);
    app.decorateRequest('t', function (this: { locale: Locale }, key: MessageKey) {
      return message(key, this.locale);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = pickLocale(request.headers[LANGUAGE_HEADER]);
      done();
    });
  },
  { name: 'i18n' },
);
