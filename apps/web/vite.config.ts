import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Everything the root route imports statically is loaded on every page, so it may as well come as one
 * file: on a phone over slow 4G each further file costs a round trip of 150 ms or more before the page
 * can hydrate, and Lighthouse's model puts those requests before the first paint. The plugin collects
 * that set once the module graph is known (buildEnd comes before chunking); the `shell` group below
 * puts it into one chunk. React, React DOM and React Router go into `framework` the same way. No page
 * loads a byte more than before: both chunks hold only what every page already loaded.
 */
function shellChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  return {
    plugin: {
      name: 'thwa:shell-chunk',
      buildEnd() {
        shell.clear();
        const queue = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (shell.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          shell.add(id);
          queue.push(...info.importedIds);
        }
      },
    },
    has: (id) => shell.has(id),
  };
}

const shell = shellChunk();

export default defineConfig({
  // Under Vitest the React Router plugin must stay out: it expects to own the whole app build.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter(), shell.plugin],
  resolve: {
    alias: [
      // myanmar-tools has only a Node build (its detector decodes its model with Node's Buffer); the
      // web gets the browser build of packages/myanmar-text instead. Only the bare name: the browser
      // build itself imports the library's converter and model file by their paths.
      { find: /^myanmar-tools$/, replacement: fileURLToPath(new URL('../../packages/myanmar-text/src/myanmar-tools.browser.ts', import.meta.url)) },
    ],
  },
  build: {
    assetsInlineLimit: 0,
    // Rolldown reports when plugins take most of the build; React Router's do, by design, and there is
    // nothing to act on, so the report is off (it printed on every build).
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: 'shell', test: (id) => shell.has(id), priority: 1 },
          ],
        },
      },
    },
  },
});
