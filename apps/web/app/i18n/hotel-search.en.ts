/** The hotel search screens' English strings (namespace 'hotelSearch', namespaces.ts). */
export const hotelSearchEn = {} as const;
