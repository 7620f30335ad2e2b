import { redirect } from 'react-router';
import { parseCurrency, parseLanguage, parseNationality } from '@thwa/domain/settings';
import type { Route } from './+types/settings';
import { readStoredChoices, serializeChoices } from '../features/settings/settings.server.ts';

/** Only a path on this site may be returned to, never another origin. */
function safeReturnPath(raw: FormDataEntryValue | null): string {
  const value = typeof raw === 'string' ? raw : '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // A shared link's ?language= would otherwise undo the choice just made.
  const url = new URL(value, 'http://thwa.internal');
  for (const name of ['language', 'currency', 'nationality']) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/**
 * POST /settings: the language drawer and the currency switch submit here. It works without
 * JavaScript (a plain form post and redirect back); with it, React Router revalidates in place.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const current = await readStoredChoices(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const next = {
    lang: text('lang') === null ? current.lang : parseLanguage(text('lang')),
    currency: text('currency') === null ? current.currency : parseCurrency(text('currency')),
    nationality: text('nationality') === null ? current.nationality : parseNationality(text('nationality')),
  };
  return redirect(safeReturnPath(form.get('returnTo')), {
    headers: { 'Set-Cookie': await serializeChoices(next) },
  });
}

export function loader() {
  return redirect('/');
}
