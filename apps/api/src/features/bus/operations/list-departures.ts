import { BUS_SERVICES } from '@thwa/domain/bus/bus-network';
import { OPS_BUS_DEPARTURES_MAX, type OpsBusDeparture, type OpsBusDeparturesQuery } from '@thwa/domain/contracts/bus-operations';
import type { CoachOccupancy } from '../coach-occupancy.ts';
import type { BusOperationsRepository } from './bus-operations.repository.ts';
import { departureSummary } from './departure-summary.ts';

/** `GET /ops/bus/departures`: the coaches leaving on a local date, of one route or city when asked, by departure time. */
export function createListDepartures(repository: BusOperationsRepository, occupancy: CoachOccupancy) {
  return async (query: OpsBusDeparturesQuery): Promise<OpsBusDeparture[]> => {
    const codes = BUS_SERVICES.filter((service) => (!query.from || service.from === query.from) && (!query.to || service.to === query.to)).map((service) => service.code);
    const rows = await repository.departuresOn(query.date, codes, OPS_BUS_DEPARTURES_MAX);
    return rows.flatMap((row) => departureSummary(row, occupancy.laterCounterSales(row, new Set([...row.counterWomen, ...row.counterMen, ...row.ourSeats])).size) ?? []);
  };
}
