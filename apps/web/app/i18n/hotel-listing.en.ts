/** The hotel listing screens' English strings (namespace 'hotelListing', namespaces.ts). */
export const hotelListingEn = {} as const;
