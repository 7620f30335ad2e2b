import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Under Vitest the React Router plugin must stay out: it expects to own the whole app build.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Rolldown reports when plugins take most of the build; React Router's do, by design, and there is
    // nothing to act on, so the report is off (it printed on every build).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
