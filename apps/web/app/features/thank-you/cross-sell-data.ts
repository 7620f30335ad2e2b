/** What the thank-you page offers after a booked flight (decision 037), formatted by its loader. */
export interface CrossSellView {
  hotel: {
    city: string;
    /** Formatted in the visitor's language. */
    checkIn: string;
    checkOut: string;
    nights: number;
    hotels: number;
    /** MMK; the page shows it in the visitor's currency. Null: not known at once. */
    lowestNightlyPrice: number | null;
    /** The hotel listing, prefilled with the stay. */
    href: string;
  } | null;
  insurance: {
    startDate: string;
    endDate: string;
    people: number;
    /** The insurance quote, prefilled with the trip. */
    href: string;
  } | null;
}
