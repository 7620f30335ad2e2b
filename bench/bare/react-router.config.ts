import type { Config } from '@react-router/dev/config';

// A bare React Router 7 app, as its template starts: server rendering, one route, nothing else.
export default { appDirectory: 'app', ssr: true } satisfies Config;
