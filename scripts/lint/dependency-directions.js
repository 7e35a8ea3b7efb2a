// The dependency contract as a lint rule: contract <- storyteller <- server, contract <- web, and a feature
// (server or web) imports another feature only through that feature's declared public face. Outside the
// features, only jobs reach into a feature's own files (they run its work); any other file (config, plugins,
// lib, the app) imports a feature only through a public face.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Which workspaces each workspace may import. @type {Record<string, string[]>} */
const ALLOWED = {
  contract: [],
  storyteller: ['contract'],
  server: ['contract', 'storyteller'],
  web: ['contract'],
};

/** @type {Record<string, string>} */
const WORKSPACE_DIRS = {
  contract: 'packages/contract',
  storyteller: 'packages/storyteller',
  server: 'apps/server',
  web: 'apps/web',
};

/** The one crossing outside the directions: browser journeys start the real server with its test database helper. */
const TEST_CROSSINGS = [{ from: 'apps/web/e2e/', to: 'apps/server/test/' }];

/** Jobs run features' code on the queue; a feature only enqueues (apps/server/src/queue), so it never imports a job. */
const SERVER_FEATURES = 'apps/server/src/features/';
const SERVER_JOBS = 'apps/server/src/jobs/';
/** Outside the features, the folders that may import a feature's own files: jobs run its work, test helpers drive it. */
const FEATURE_USERS = [SERVER_JOBS, 'apps/server/test/', 'apps/web/e2e/'];
/** Tests may start a job to check what a feature leaves for it, and test helpers drive a feature's parts. */
/** @param {string} file */
const isTest = (file) => /\.test\.[jt]sx?$/.test(file);

/** Folders whose subfolders are features that do not import each other. */
const FEATURE_ROOTS = ['apps/server/src/features', 'apps/web/src/features'];

/**
 * The modules (path without extension) other features may import. Each is a deliberate, small surface:
 * the subscription check that tales and the profile read, and the tale as readers see it, which sharing shows.
 */
const PUBLIC_FACES = new Set([
  'apps/server/src/features/subscriptions/access',
  'apps/server/src/features/tales/presenter',
  // What the family's data export and erasure read and remove of the other features' rows.
  'apps/server/src/features/subscriptions/erasure',
  'apps/server/src/features/tales/repository',
  // The account rules the family's own sign-in checks reuse.
  'apps/server/src/features/accounts/attempt-limits',
  'apps/server/src/features/accounts/password-policy',
  // The prices the legal pages quote.
  'apps/server/src/features/subscriptions/plans',
  // The tale pages the web plugin renders, the demo and a parent's own (server app.ts), and the tales the web router
  // loads beside their screens (app/routes.tsx).
  'apps/server/src/features/tales/tale-pages',
  'apps/web/src/features/reader/tale-loaders',
]);

/** A server feature's routes are its plugin: the list of every feature (features/index.ts) registers them. */
const ROUTES_FACE = /^apps\/server\/src\/features\/[^/]+\/routes$/;

/** @param {string} file a path relative to the repository root */
function workspaceOf(file) {
  return Object.keys(WORKSPACE_DIRS).find((name) => file.startsWith(`${WORKSPACE_DIRS[name]}/`));
}

/** @param {string} file a path relative to the repository root */
function featureOf(file) {
  for (const root of FEATURE_ROOTS) {
    if (!file.startsWith(`${root}/`)) continue;
    const [feature, ...rest] = file.slice(root.length + 1).split('/');
    // A file right under the features folder (the list of every feature's routes) belongs to none.
    if (rest.length > 0) return `${root}/${feature}`;
  }
  return undefined;
}

/** @param {string} from the importing file, relative to the root; @param {string} specifier */
function targetOf(from, specifier) {
  const pkg = /^@skazka\/([a-z-]+)/.exec(specifier);
  if (pkg) return { workspace: pkg[1], file: undefined };
  if (!specifier.startsWith('.')) return undefined;
  const file = path
    .relative(ROOT, path.resolve(ROOT, path.dirname(from), specifier))
    .split(path.sep)
    .join('/');
  return { workspace: workspaceOf(file), file };
}

/** @type {import('eslint').Rule.RuleModule} */
export const dependencyDirections = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the dependency directions in docs/ARCHITECTURE.md' },
    schema: [],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const workspace = workspaceOf(from);
    if (!workspace) return {};
    const allowed = ALLOWED[workspace] ?? [];
    const feature = featureOf(from);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(from, source.value);
      if (!target?.workspace) return;
      const crossing = TEST_CROSSINGS.some((c) => from.startsWith(c.from) && target.file?.startsWith(c.to));
      if (target.workspace !== workspace && !allowed.includes(target.workspace) && !crossing) {
        context.report({
          node: source,
          message: `${workspace} must not import ${target.workspace}: dependencies point contract <- storyteller <- server, contract <- web.`,
        });
        return;
      }
      if (!target.file) return;
      if (feature?.startsWith(SERVER_FEATURES) && target.file.startsWith(SERVER_JOBS) && !isTest(from)) {
        context.report({
          node: source,
          message: `Feature ${path.basename(feature)} must not import ${target.file}: jobs import features, not the other way round; enqueue through apps/server/src/queue.`,
        });
        return;
      }
      const targetFeature = featureOf(target.file);
      const module = target.file.replace(/\.[jt]sx?$/, '');
      if (!targetFeature || targetFeature === feature || PUBLIC_FACES.has(module)) return;
      if (!feature) {
        if (ROUTES_FACE.test(module) || FEATURE_USERS.some((dir) => from.startsWith(dir)) || isTest(from)) return;
        context.report({
          node: source,
          message: `${from} must not import ${target.file}, inside feature ${path.basename(targetFeature)}: a file outside the features imports only a declared public face (scripts/lint/dependency-directions.js), or what it needs moves down a level.`,
        });
        return;
      }
      context.report({
        node: source,
        message: `Feature ${path.basename(feature)} must not import ${target.file} from feature ${path.basename(targetFeature)}: move what both need down a level, or declare a public face in scripts/lint/dependency-directions.js.`,
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
