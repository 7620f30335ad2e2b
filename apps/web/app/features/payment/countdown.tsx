import { useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/en.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { formatCountdown, milestoneBetween, type CountdownMilestone } from './countdown-format.ts';

const MILESTONE_KEYS: Readonly<Record<CountdownMilestone, MessageKey>> = {
  5: 'payment.timer.fiveMinutes',
  1: 'payment.timer.oneMinute',
  0: 'payment.timer.expired',
};

interface CountdownProps {
  /** Seconds left when the server rendered the page: the first paint shows it, with or without JavaScript. */
  secondsLeft: number;
  /** The sentence around the time, with a `{time}` placeholder. */
  label?: MessageKey;
  /** What the clock says at zero: what is no longer held (the order's product's words). */
  expiredLabel?: MessageKey;
  onExpire?: () => void;
}

/**
 * Spec §9 payment window: "Complete payment within 14:59". The visible clock is a `timer` (screen
 * readers do not read every second); a separate polite status says when 5 and 1 minutes are left, and
 * when the time is up. The clock counts from the server's reading, so a phone with a wrong clock still
 * shows the right time left.
 */
export function Countdown({ secondsLeft, label = 'payment.timer', expiredLabel = 'payment.timer.expired', onExpire }: CountdownProps) {
  const t = useT();
  const { settings } = useRootData();
  const [left, setLeft] = useState(secondsLeft);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(secondsLeft);
  const expire = useRef(onExpire);

  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const started = Date.now();
    previous.current = secondsLeft;
    const id = window.setInterval(() => {
      const next = Math.max(0, secondsLeft - Math.floor((Date.now() - started) / 1000));
      const milestone = milestoneBetween(previous.current, next);
      previous.current = next;
      setLeft(next);
      if (milestone !== null) setAnnouncement(t(milestone === 0 ? expiredLabel : MILESTONE_KEYS[milestone]));
      if (next === 0) {
        window.clearInterval(id);
        expire.current?.();
      }
    }, 1000);
    return () => window.clearInterval(id);
    // `t` changes identity every render; the language cannot change while the clock runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft]);

  const urgent = left <= 60;
  return (
    <div className={`rounded-lg px-3 py-2 text-center font-semibold ${urgent ? 'bg-red-50 text-red-800' : 'bg-gold-300/25 text-slate-900'}`}>
      <p role="timer" aria-atomic="true">
        {left > 0 ? t(label, { time: formatCountdown(left, settings.lang) }) : t(expiredLabel)}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
