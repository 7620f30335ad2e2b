/**
 * The query operators repositories use. They come through this package so that the whole project
 * shares the one drizzle-orm this package pins, and only repositories ever import them.
 */
export { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
