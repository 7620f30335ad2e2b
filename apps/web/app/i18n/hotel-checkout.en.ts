/** The hotel checkout screens' English strings (namespace 'hotelCheckout', namespaces.ts). */
export const hotelCheckoutEn = {} as const;
