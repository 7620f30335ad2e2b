import { useEffect, useState } from 'react';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';

/** Whole minutes left until `expiresAt` (rounded up), never below 0. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 60_000));
}

/** How long the seats stay held: counted on the server, then each quarter-minute in the browser; a polite live region. */
export function HoldCountdown({ expiresAt, renderedAt }: { expiresAt: string; renderedAt: number }) {
  const t = useT();
  const { settings } = useRootData();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = minutesLeft(expiresAt, now);
  return (
    <p role="status" aria-live="polite" className={`rounded-xl px-4 py-3 font-medium ${left === 0 ? 'bg-rose-50 text-rose-800' : 'bg-amber-50 text-amber-900'}`} data-testid="bus-hold">
      {left === 0 ? t('bus.checkout.holdEnded') : t('bus.checkout.holdLeft', { minutes: localDigits(left, settings.lang) })}
    </p>
  );
}
