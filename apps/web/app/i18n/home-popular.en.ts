/** English strings of the home page's popular block(s) (issue 22). */
export const homePopularEn = {};
