import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox. */
export default fp(
  async (app) => {
    const { SMTP_URL, SMTP_FROM, DATA_DIR } = app.config;
    const outbox = join(DATA_DIR, 'outbox');
    const transport = SMTP_URL
      ? nodemailer.createTransport(SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    app.decorate('mailer', {
      async send({ to, subject, text }) {
        const info = await transport.sendMail({ from: SMTP_FROM, to, subject, text });
        if (SMTP_URL) return;
        await mkdir(outbox, { recursive: true });
        const file = join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
        );
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        // The file holds the mail; its links (a live reset token) never go to the log.
        app.log.info({ file }, 'mail written to the outbox (no SMTP_URL)');
      },
    } satisfies Mailer);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail', dependencies: ['config'] },
);
