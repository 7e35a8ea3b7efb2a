import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { dependencyDirections } from './dependency-directions.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(import.meta.dirname, '../..');
/** @param {string} file */
const at = (file) => path.join(ROOT, file);
/** @param {string} file @param {string} specifier */
const importing = (file, specifier) => ({ filename: at(file), code: `import x from '${specifier}';` });

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'dependency-directions',
  dependencyDirections,
  {
    valid: [
      importing('apps/server/src/features/tales/service.ts', '@skazka/storyteller'),
      importing('apps/server/src/features/tales/service.ts', '../../queue/tale-queue.js'),
      importing('apps/server/src/features/tales/service.ts', '../subscriptions/access.js'),
      importing('apps/server/src/jobs/tale-job.ts', '../features/tales/runner.js'),
      importing('apps/server/src/features/family/family.test.ts', '../../jobs/family-erasure-job.js'),
      importing('apps/web/e2e/journeys.test.ts', '../../server/test/app.js'),
      // Outside the features: a public face, a feature's routes for the features list, a job, a test helper.
      importing('apps/server/src/app.ts', './features/tales/tale-pages.js'),
      importing('apps/server/src/features/index.ts', './children/routes.js'),
      importing('apps/server/src/jobs/family-erasure-job.ts', '../features/family/erasure.js'),
      importing('apps/server/test/tales.ts', '../src/features/tales/runner.js'),
      importing('apps/web/src/app/routes.tsx', '../features/reader/tale-loaders'),
      importing('apps/server/src/config.ts', './lib/payments-env.js'),
    ],
    invalid: [
      { ...importing('packages/contract/src/index.ts', '@skazka/storyteller'), errors: 1 },
      { ...importing('apps/web/src/main.tsx', '@skazka/storyteller'), errors: 1 },
      { ...importing('packages/storyteller/src/index.ts', '../../../apps/server/src/app.js'), errors: 1 },
      { ...importing('apps/server/src/features/tales/service.ts', '../children/repository.js'), errors: 1 },
      { ...importing('apps/web/src/features/tales/screens/A.tsx', '../../reader/components/Reader.js'), errors: 1 },
      {
        ...importing('apps/server/src/config.ts', './features/subscriptions/payments-env.js'),
        errors: [{ message: /a file outside the features imports only a declared public face/ }],
      },
      { ...importing('apps/server/src/plugins/auth.ts', '../features/accounts/repository.js'), errors: 1 },
      { ...importing('apps/web/src/app/providers.tsx', '../features/reader/components/Reader'), errors: 1 },
      {
        ...importing('apps/server/src/features/tales/service.ts', '../../jobs/tale-job.js'),
        errors: [{ message: /jobs import features, not the other way round/ }],
      },
    ],
  },
);
