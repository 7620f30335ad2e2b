import { describe, expect, it } from 'vitest';
import { deadlineText, spanText, type DeadlineWords } from './queue-deadline.ts';

const words: DeadlineWords = {
  dueIn: (time) => `due in ${time}`,
  overdueBy: (time) => `overdue by ${time}`,
  minutes: (count) => `${count} min`,
  hours: (count) => `${count} h`,
  days: (count) => `${count} d`,
};

describe('queue deadlines as words', () => {
  it('rounds a span to minutes, hours and minutes, or days and hours', () => {
    expect(spanText(20, words, 'en')).toBe('20 min');
    expect(spanText(180, words, 'en')).toBe('3 h');
    expect(spanText(185, words, 'en')).toBe('3 h 5 min');
    expect(spanText(52 * 60 + 10, words, 'en')).toBe('2 d 4 h');
    expect(spanText(185, words, 'mm')).toBe('၃ h ၅ min');
  });

  it('says due in or overdue by', () => {
    const now = '2026-11-28T03:00:00.000Z';
    expect(deadlineText('2026-11-28T06:00:00.000Z', now, words, 'en')).toEqual({ overdue: false, text: 'due in 3 h' });
    expect(deadlineText('2026-11-28T02:40:00.000Z', now, words, 'en')).toEqual({ overdue: true, text: 'overdue by 20 min' });
  });
});
