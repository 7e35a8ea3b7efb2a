// The API process: HTTP on PORT, plus the job workers when IN_PROCESS_WORKER is on (always with PGlite).
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startJobWorkers } from './job-workers.js';
import { logUnhandledRejections, onShutdown } from './lifecycle.js';

try {
  const config = loadConfig();
  const app = await buildApp(config);
  onShutdown(app.log, () => app.close());
  logUnhandledRejections(app.log);
  const embedded = !config.DATABASE_URL;
  if (config.IN_PROCESS_WORKER || embedded) await startJobWorkers(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: app.database.kind, dataDir: config.DATA_DIR },
    `Skazka is listening on ${config.PUBLIC_URL}`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
