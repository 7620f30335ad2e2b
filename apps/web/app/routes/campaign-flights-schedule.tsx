import type { Route } from './+types/campaign-flights-schedule';
import { webRuntime } from '../runtime.ts';
import { loadTimetable } from '../features/campaigns/timetable.server.ts';
import { TimetablePage } from '../features/campaigns/timetable-page.tsx';
import { messagesFor } from '../i18n/catalogue.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await loadTimetable({ request, api: context.get(webRuntime).api });
  const messages = messagesFor(data.lang);
  return { ...data, title: messages['campaign.timetable.title'], description: messages['campaign.timetable.description'] };
}

// Spec §2 lists no identifier for a campaign page; this one names it as the others are named.
export const handle = { pageId: 'campaign_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const brand = (matches.find((match) => match?.id === 'root')?.loaderData as { config?: { brandName: string } } | undefined)?.config?.brandName;
  return loaderData ? [{ title: `${loaderData.title} · ${brand ?? 'Thwa'}` }, { name: 'description', content: loaderData.description }] : [];
};

/** `/campaign/flights-information-and-schedule` (spec §2, issue 22 item 3): the timetable of our domestic flights. */
export default function CampaignFlightsSchedule({ loaderData }: Route.ComponentProps) {
  return <TimetablePage data={loaderData} />;
}
