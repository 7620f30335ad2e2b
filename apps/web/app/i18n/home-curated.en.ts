/** English strings of the home page's curated blocks (issue 22 item 1, decision 040): banners and recommended hotels. */
export const homeCuratedEn = {
  'home.banners.title': 'Offers and news',
  'home.banners.empty': 'No offers just now.',
  'home.recommended.title': 'Recommended hotels',
  'home.recommended.empty': 'No recommended hotels just now.',
  'home.recommended.stars': '{count}-star hotel',
  'home.recommended.score': 'Guests rate it {score} out of 10',
  'home.recommended.reviews': '{score}/10 · {count} reviews',
  'home.recommended.from': 'from {price} a night',
  'home.recommended.tonight': 'Tonight, 2 adults',
};
