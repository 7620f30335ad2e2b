/** English strings of the home page's deals block(s) (issue 22). */
export const homeDealsEn = {};
