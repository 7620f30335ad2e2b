/**
 * What a bus seat costs on a date, for whom (issue 21 item 1). Operators publish one local fare per
 * service; foreigners pay a quarter more (shown up front, as the stations' counters do), and around
 * Thingyan, when the whole country travels home for the water festival, every seat costs more.
 */
import type { BusNationality } from './bus-trip.ts';

/** Rounded up to whole `step`s of MMK: operators price in 500s. */
export function roundUpTo(amount: number, step: number): number {
  return Math.ceil(Math.round(amount) / step) * step;
}

/** Foreigners' fares beside locals'. */
export const FOREIGNER_FARE_FACTOR = 1.25;

/** Fares around Thingyan beside an ordinary day's. */
export const THINGYAN_FARE_FACTOR = 1.3;

/**
 * The days operators sell at festival fares: from three days before Thingyan's eve (13 April) to
 * three days after the new year (17 April), when coaches fill both ways.
 */
export function isThingyanSeason(date: string): boolean {
  const monthDay = date.slice(5);
  return monthDay >= '04-10' && monthDay <= '04-20';
}

/** A foreigner's fare of a seat whose local fare (the day's, season included) is `localFare`. */
export function foreignFareOf(localFare: number): number {
  return roundUpTo(localFare * FOREIGNER_FARE_FACTOR, 500);
}

/** The fare of one seat on a departure of `date`, MMK: the service's local fare, the season, the passenger's nationality. */
export function seatFare(localFare: number, date: string, nationality: BusNationality): number {
  const seasonal = isThingyanSeason(date) ? roundUpTo(localFare * THINGYAN_FARE_FACTOR, 500) : localFare;
  return nationality === 'foreign' ? foreignFareOf(seasonal) : seasonal;
}
