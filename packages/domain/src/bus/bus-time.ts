/**
 * Bus times are local Yangon wall-clock times (every city we serve is in Myanmar, UTC+06:30, with no
 * daylight saving): these turn them into instants and back without a time-zone library.
 */
const YANGON_OFFSET_MINUTES = 6 * 60 + 30;

/** The instant of a local 'YYYY-MM-DD' and 'HH:mm'. */
export function yangonInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+06:30`);
}

/** The local 'YYYY-MM-DDTHH:mm' `minutes` after a local date and time. */
export function localAfter(date: string, time: string, minutes: number): string {
  const instant = yangonInstant(date, time).getTime() + minutes * 60_000;
  return new Date(instant + YANGON_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
