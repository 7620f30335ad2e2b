import { describe, expect, it } from 'vitest';
import { stayOffer, type OfferNight } from './stay-offer.ts';

const night = (date: string, roomsLeft: number, local: number, foreigner: number, beforeDeal = 1): OfferNight => ({
  date,
  roomsLeft,
  prices: [
    { rateId: 'H1-R1-RO', local, foreigner, localBeforeDeal: Math.round(local * beforeDeal), foreignerBeforeDeal: Math.round(foreigner * beforeDeal) },
    { rateId: 'H1-R1-BB', local: local + 10_000, foreigner: foreigner + 10_000, localBeforeDeal: local + 10_000, foreignerBeforeDeal: foreigner + 10_000 },
  ],
});

describe('stayOffer', () => {
  it('frees only the rooms free on every night, and sums each rate over the nights', () => {
    const offer = stayOffer([night('2026-12-01', 4, 50_000, 80_000), night('2026-12-02', 1, 60_000, 90_000), night('2026-12-03', 3, 55_000, 85_000)], 'local');
    expect(offer.roomsLeft).toBe(1);
    expect(offer.rates).toEqual([
      { rateId: 'H1-R1-RO', total: 165_000, totalBeforeDeal: 165_000, perNight: 55_000, perNightBeforeDeal: 55_000 },
      { rateId: 'H1-R1-BB', total: 195_000, totalBeforeDeal: 195_000, perNight: 65_000, perNightBeforeDeal: 65_000 },
    ]);
  });

  it('charges a foreign passport holder the foreigner price', () => {
    const offer = stayOffer([night('2026-12-01', 2, 50_000, 80_000)], 'foreign');
    expect(offer.rates[0]).toMatchObject({ total: 80_000, perNight: 80_000 });
  });

  it("keeps what the stay cost before the hotel's deal, and rounds the average night up to a kyat", () => {
    const offer = stayOffer([night('2026-12-01', 2, 50_000, 80_000, 1.25), night('2026-12-02', 2, 50_001, 80_000, 1)], 'local');
    expect(offer.rates[0]).toEqual({ rateId: 'H1-R1-RO', total: 100_001, totalBeforeDeal: 112_501, perNight: 50_001, perNightBeforeDeal: 56_251 });
  });

  it('offers a rate only when every night sells it, and nothing for a sold-out night or no nights', () => {
    const partial = night('2026-12-02', 2, 50_000, 80_000);
    const offer = stayOffer([night('2026-12-01', 2, 50_000, 80_000), { ...partial, prices: partial.prices.slice(0, 1) }], 'local');
    expect(offer.rates.map((rate) => rate.rateId)).toEqual(['H1-R1-RO']);
    expect(stayOffer([night('2026-12-01', 0, 50_000, 80_000)], 'local').roomsLeft).toBe(0);
    expect(stayOffer([], 'local')).toEqual({ roomsLeft: 0, rates: [] });
  });
});
