/**
 * The seat map's form as HTML posts it: a checkbox `seat` per seat chosen, `gender.<n>` for the
 * n-th chosen seat in seat order (front to back, left to right), and the boarding and dropping points.
 * Shared by the page (which orders the seats the same way) and the action.
 */
import type { Gender } from '@thwa/domain/booking/travellers';

export type SeatFormError = 'count' | 'gender' | 'points';

/** Seats in the coach's order: by row, then by letter. */
export function inSeatOrder(seats: readonly string[]): string[] {
  const key = (seatNo: string) => {
    const match = /^(\d+)([A-Z])$/.exec(seatNo);
    return match ? Number(match[1]) * 100 + (match[2]!.charCodeAt(0) - 64) : Number.MAX_SAFE_INTEGER;
  };
  return [...new Set(seats)].sort((a, b) => key(a) - key(b));
}

export interface SeatChoice {
  seats: Array<{ seatNo: string; gender: Gender }>;
  boardingPointId: string;
  droppingPointId: string;
}

/** The posted choice, or every error it has: exactly `passengers` seats, a gender for each, both points. */
export function readSeatChoice(form: Pick<FormData, 'get' | 'getAll'>, passengers: number): { ok: true; choice: SeatChoice } | { ok: false; errors: SeatFormError[]; picked: string[]; genders: string[] } {
  const picked = inSeatOrder(form.getAll('seat').filter((value): value is string => typeof value === 'string' && /^\d{1,2}[A-Z]$/.test(value))).slice(0, 12);
  const genders = picked.map((_, index) => String(form.get(`gender.${index}`) ?? ''));
  const boardingPointId = String(form.get('boarding') ?? '').slice(0, 12);
  const droppingPointId = String(form.get('dropping') ?? '').slice(0, 12);
  const errors: SeatFormError[] = [];
  if (picked.length !== passengers) errors.push('count');
  else if (genders.some((gender) => gender !== 'male' && gender !== 'female')) errors.push('gender');
  if (boardingPointId === '' || droppingPointId === '') errors.push('points');
  if (errors.length > 0) return { ok: false, errors, picked, genders };
  return { ok: true, choice: { seats: picked.map((seatNo, index) => ({ seatNo, gender: genders[index] as Gender })), boardingPointId, droppingPointId } };
}
