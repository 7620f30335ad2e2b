import type { Route } from './+types/campaign';
import { webRuntime } from '../runtime.ts';
import { loadDealsCampaign } from '../features/campaigns/deals.server.ts';
import { DealsPage } from '../features/campaigns/deals-page.tsx';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDealsCampaign({ request, api: context.get(webRuntime).api, slug: params.slug });
}

// Spec §2 lists no identifier for a campaign page; the timetable's name is shared by every campaign.
export const handle = { pageId: 'campaign_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const brand = (matches.find((match) => match?.id === 'root')?.loaderData as { config?: { brandName: string } } | undefined)?.config?.brandName;
  return loaderData ? [{ title: `${loaderData.title} · ${brand ?? 'Thwa'}` }, { name: 'description', content: loaderData.lead }] : [];
};

/** `/campaign/{slug}` (spec §2, issue 22 item 3): a deals campaign's fares and promo code. */
export default function Campaign({ loaderData }: Route.ComponentProps) {
  return <DealsPage data={loaderData} />;
}
