import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted as soon as the app starts closing, so long work can stop and hand itself back. */
    closing: AbortSignal;
  }
}

export default fp(
  async (app) => {
    const controller = new AbortController();
    app.decorate('closing', controller.signal);
    app.addHook('preClose', async () => controller.abort(new Error('the server is shutting down')));
  },
  { name: 'closing' },
);
