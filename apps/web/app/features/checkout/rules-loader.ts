import { useEffect, useState } from 'react';

/** The form rules module (traveller-rules.ts), kept out of the first view. */
import type * as TravellerRulesModule from './traveller-rules.ts';

export type FormRules = typeof TravellerRulesModule;

let loading: Promise<FormRules> | null = null;
/** Set once loaded, so a page opened later in the tab has the rules from its first render. */
let loaded: FormRules | null = null;

/** Fetches the rules once per tab; a failed fetch (offline) is tried again on the next call. */
export function loadRules(): Promise<FormRules> {
  if (!loading) {
    const attempt = import('./traveller-rules.ts');
    loading = attempt;
    attempt.then((rules) => {
      loaded = rules;
    }, () => undefined);
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/** The rules once loaded (right after hydration), null before; the server has checked the first paint. */
export function useFormRules(): FormRules | null {
  const [rules, setRules] = useState<FormRules | null>(() => loaded);
  useEffect(() => {
    let current = true;
    loadRules().then(
      (module) => current && setRules(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return rules;
}
