import { inventoryDates } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';

/** The dates of a view or an adjustment, or a 400 naming `to` (reversed, too long) or `from` (not a date). */
export function datesOf(from: string, to: string): string[] {
  const range = inventoryDates(from, to);
  if ('problem' in range) throw new AppError('VALIDATION_FAILED', range.problem === 'not_a_date' ? 'from' : 'to');
  return range.dates;
}
