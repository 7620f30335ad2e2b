/**
 * What an order stores in its `trip` column, by product (design §6a): the product module that wrote
 * it reads it back; `product` tells them apart. Each product lists its own type in the products' type
 * map (contracts/products.ts ProductTrips), not here.
 */
import type { ProductTrips } from '../contracts/products.ts';

export type OrderTrip = ProductTrips[number];
