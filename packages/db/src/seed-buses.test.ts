import { describe, expect, it } from 'vitest';
import { BUS_SERVICES, coachType } from '@thwa/domain/bus/bus-network';
import { seatsOf } from '@thwa/domain/bus/seat-rule';
import { counterSales } from './seed-buses.ts';

const soldShare = (date: string) => {
  let sold = 0;
  let seats = 0;
  for (const service of BUS_SERVICES) {
    const sales = counterSales(service, date);
    sold += sales.women.length + sales.men.length;
    seats += seatsOf(coachType(service.coachType)!).length;
  }
  return sold / seats;
};

describe('the seats the operators’ counters sold', () => {
  it('are seats of the coach, each once, the same every time for a date', () => {
    for (const service of BUS_SERVICES.slice(0, 20)) {
      const sales = counterSales(service, '2027-03-03');
      const seats = new Set(seatsOf(coachType(service.coachType)!).map((seat) => seat.seatNo));
      const sold = [...sales.women, ...sales.men];
      expect(new Set(sold).size).toBe(sold.length);
      expect(sold.every((seatNo) => seats.has(seatNo))).toBe(true);
      expect(counterSales(service, '2027-03-03')).toEqual(sales);
    }
  });

  it('leave most seats free on an ordinary weekday and fill coaches around Thingyan', () => {
    const wednesday = soldShare('2027-03-03');
    const thingyan = soldShare('2027-04-13');
    expect(wednesday).toBeGreaterThan(0.15);
    expect(wednesday).toBeLessThan(0.5);
    expect(thingyan).toBeGreaterThan(wednesday + 0.25);
    expect(thingyan).toBeLessThan(0.95);
  });
});
