// Builds the server for `npm start` and `npm run bench`: apps/api/src/server.ts and the workspace
// packages it imports (TypeScript) as one JavaScript module, apps/api/dist/server.mjs. The npm packages
// stay outside it and are imported from node_modules as they are. Half a second (decision 046).
//
//   node scripts/build-server.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUNDLE } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Our own packages are TypeScript, so they go into the bundle; every other package is imported as it is. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@thwa/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Each source file keeps its own `import.meta.url` and `import.meta.dirname`: the files found beside it
 * (the migrations, the seed's content, the web build) are found where they are, not beside the bundle.
 * The bundle is built where it runs, so these absolute paths are this checkout's.
 */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outfile: path.join(root, SERVER_BUNDLE),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [npmPackagesOutside, ownImportMeta],
  // Stack traces name the bundle's lines; node maps them back to the sources with --enable-source-maps.
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`built the server: ${SERVER_BUNDLE} in ${Date.now() - started} ms`);
