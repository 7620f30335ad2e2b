import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'thwa.draft:';

/**
 * Keeps what a customer types on a checkout step and puts it back when the step is loaded again
 * (form-draft-keeper.ts). The keeper loads after the page is interactive: every checkout page's first
 * view carries only this hook (design §9 budget), and fields are filled when it arrives.
 */
export function useFormDraft(form: RefObject<HTMLFormElement | null>) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./form-draft-keeper.ts').then(({ keepDraft }) => {
      if (!left) stop = keepDraft(element, `${PREFIX}${pathname}${search}`);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [form, pathname, search]);
}
