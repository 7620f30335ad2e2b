/**
 * Wall-clock time at an airport from an instant and back, with the IANA time zone of the airport
 * (Intl carries the rules, daylight saving included), for sources that compute their own timetable.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** 'YYYY-MM-DDTHH:mm' on the clock of `timeZone` at `instant` (epoch ms). */
export function localDateTime(instant: number, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockParts(instant, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** Minutes the zone is ahead of UTC at `instant`. */
export function utcOffsetMinutes(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which the clock of `timeZone` shows `date` 'YYYY-MM-DD' and `time` 'HH:mm'. The
 * offset is looked up twice so that a time just after a daylight-saving change lands on the right side.
 */
export function instantAt(date: string, time: string, timeZone: string): number {
  const naive = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const guess = naive - utcOffsetMinutes(naive, timeZone) * 60_000;
  return naive - utcOffsetMinutes(guess, timeZone) * 60_000;
}
