/** `<title>` of a booking step: the loader's title in the page language, then the brand; never indexed. */
export function checkoutMeta(loaderData: { title: string } | undefined, matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { config?: { brandName: string } } | undefined;
  const brand = root?.config?.brandName ?? 'Thwa';
  return [{ title: loaderData ? `${loaderData.title} · ${brand}` : brand }, { name: 'robots', content: 'noindex' }];
}
