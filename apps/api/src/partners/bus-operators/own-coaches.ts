import type { Gender } from '@thwa/domain/booking/travellers';
import type { BusOperatorLink } from './bus-operator.ts';

const NONE: ReadonlyMap<string, Gender> = new Map();

/**
 * The operators whose seats are our own inventory: the counters' sales are known when a day goes on
 * sale (bus_departures), asking takes no time, and a paid booking is confirmed at once with the
 * operator's reference, the same however often asked.
 */
export function createOwnCoaches(): BusOperatorLink {
  return {
    name: 'own-inventory',
    ask: async () => {},
    counterSalesSince: () => NONE,
    async confirm({ orderId, operator, departureId }) {
      return { status: 'confirmed', reference: `${operator}${departureId}-${orderId.slice(-6)}` };
    },
  };
}
