import type { Route } from './+types/ops-content-preview';
import { previewConsoleContent } from '../features/operations/settings/content.server.ts';

/** `POST /ops/content/preview`: the content editor's live preview (permission content.edit); a resource route, no page. */
export function action({ request, context }: Route.ActionArgs) {
  return previewConsoleContent({ request, context });
}
