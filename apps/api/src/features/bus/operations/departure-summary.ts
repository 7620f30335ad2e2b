import type { OpsBusDeparture } from '@thwa/domain/contracts/bus-operations';
import { busCity, busOperator, busService, coachType } from '@thwa/domain/bus/bus-network';
import { localAfter } from '@thwa/domain/bus/bus-time';
import type { OpsDepartureRow } from './bus-operations.repository.ts';

/**
 * A departure as the panel shows it: its service from the network, its seats from its row and the
 * seats the operator's counters sold since (`laterCounterSold`, told by its system); null for a
 * service no longer in the network.
 */
export function departureSummary(row: OpsDepartureRow, laterCounterSold: number): OpsBusDeparture | null {
  const service = busService(row.serviceCode);
  const operator = service && busOperator(service.operator);
  const coach = service && coachType(service.coachType);
  const from = service && busCity(service.from);
  const to = service && busCity(service.to);
  if (!service || !operator || !coach || !from || !to) return null;
  const counterSold = row.counterWomen.length + row.counterMen.length + laterCounterSold;
  return {
    departureId: row.id,
    serviceCode: row.serviceCode,
    serviceDate: row.serviceDate,
    departureTime: service.departureTime,
    arrival: localAfter(row.serviceDate, service.departureTime, service.durationMinutes),
    operator: { code: operator.code, nameEn: operator.nameEn, nameMy: operator.nameMy, phone: operator.phone },
    coach: { code: coach.id, nameEn: coach.nameEn, nameMy: coach.nameMy, busClass: coach.busClass },
    from: { code: from.code, nameEn: from.nameEn, nameMy: from.nameMy },
    to: { code: to.code, nameEn: to.nameEn, nameMy: to.nameMy },
    capacity: row.capacity,
    counterSold,
    sold: row.sold,
    held: row.held,
    seatsLeft: Math.max(0, row.capacity - counterSold - row.sold - row.held),
  };
}
