/**
 * Where an airline's mark is served: our own drawing of its code on its brand colour (the airlines
 * table's colours, GET /api/airlines/{code}/logo.svg). Every page that shows an airline draws this one
 * mark, so an airline has one colour everywhere (issue 11), whether the page's data carries a logo
 * address (search results) or only the airline's code (orders, trips).
 */
export function airlineMarkPath(airlineCode: string): string {
  return `/api/airlines/${encodeURIComponent(airlineCode.trim().toUpperCase())}/logo.svg`;
}
