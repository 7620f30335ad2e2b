/**
 * What an order stores in its `trip` column, by product (design §6a): the product module that wrote
 * it reads it back; `product` tells them apart. Each product adds its own type here.
 */
import type { FlightRequestTrip, FlightTrip } from '../flights/flight-trip.ts';
import type { HotelTrip } from '../hotels/hotel-trip.ts';
import type { HealthInsuranceTrip } from '../insurance/health-insurance-trip.ts';
import type { InsuranceTrip } from '../insurance/insurance-trip.ts';

export type OrderTrip = FlightTrip | FlightRequestTrip | HotelTrip | InsuranceTrip | HealthInsuranceTrip;
