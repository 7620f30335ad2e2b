/** `<title>` of a hotel page: the loader's title in the page language, then the brand. Results change with every booking: not for search engines. */
export function hotelPageMeta(loaderData: { title: string } | undefined, matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { config?: { brandName: string } } | undefined;
  const brand = root?.config?.brandName ?? 'Thwa';
  if (!loaderData) return [{ title: brand }];
  return [{ title: `${loaderData.title} · ${brand}` }, { name: 'robots', content: 'noindex' }];
}
