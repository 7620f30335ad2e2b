import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Under Vitest the React Router plugin must stay out: it expects to own the whole app build.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter()],
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
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
