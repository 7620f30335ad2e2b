/** English strings of the home page's curated block(s) (issue 22). */
export const homeCuratedEn = {};
