/**
 * A product landing's title and description from the root's messages: "Thwa · {title}". The root's
 * data is read from the route matches, as every page's meta does.
 */
export function landingMeta(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>, titleKey: string, descriptionKey: string) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { messages: Record<string, string>; config: { brandName: string } } | undefined;
  const brand = root?.config.brandName ?? 'Thwa';
  return [
    { title: `${brand} · ${root?.messages[titleKey] ?? ''}` },
    { name: 'description', content: root?.messages[descriptionKey] ?? '' },
  ];
}
