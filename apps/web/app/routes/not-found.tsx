import { data } from 'react-router';

/** Every path no other route claims: answers 404, shown by the root error boundary as 'Page not found!'. */
export function loader() {
  throw data(null, { status: 404 });
}

export const handle = { pageId: 'not_found_page' };

export default function NotFound() {
  return null;
}
