import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import type { MessageKey } from './en.ts';
import { translate } from './translate.ts';

/** The root loader's data: settings, the active catalogue and the public configuration. */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('useRootData is only available below the root route');
  return data;
}

export function useT() {
  const { messages } = useRootData();
  return (key: MessageKey, values?: Record<string, string | number>) => translate(messages, key, values);
}
