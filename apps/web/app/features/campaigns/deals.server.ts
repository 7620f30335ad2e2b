/**
 * `/campaign/{slug}` for a deals campaign (issue 22 item 3, decision 042): the campaign's fares from
 * its call (spec §7 `POST /campaign/{slug}`), each linked to its prefilled departure listing, and its
 * promo code remembered for the payment page. Not showing (or no such campaign) is the 404 page; a
 * failed call is the page's failed state, never an error page.
 */
import { data } from 'react-router';
import { campaignPromoSeconds } from '@thwa/domain/campaigns/deals';
import type { CampaignResponse } from '@thwa/domain/contracts/campaign';
import { toFlightSearchQuery } from '@thwa/domain/flights/flight-search';
import { createApiClient } from '../../lib/api-client.ts';
import { rememberCampaignPromo } from '../../lib/campaign-promo.server.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import { choicesFromQuery, readStoredChoices } from '../settings/settings.server.ts';
import { departSearchHref } from '../flight-listing/flight-links.ts';
import type { DealsPageData } from './deals-data.ts';

const SLUG = /^[a-z0-9-]{1,80}$/;

export async function loadDealsCampaign({ request, api, slug, now = new Date() }: { request: Request; api: ApiTransport; slug: string; now?: Date }) {
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { lang, currency } = { ...(await readStoredChoices(request)), ...choicesFromQuery(url) };
  const messages = messagesFor(lang);
  const failed: DealsPageData = { status: 'failed', lang, slug, title: messages['campaign.deals.failedTitle'], lead: '' };
  let answer;
  try {
    answer = await createApiClient(api, lang).post<CampaignResponse>(`/campaign/${slug}`, { slug, language: lang });
  } catch {
    return data(failed, { status: 503 });
  }
  if (answer.status === 404) throw data(null, { status: 404 });
  if (answer.status !== 200 || answer.body.code !== 200) return data(failed, { status: 503 });
  const campaign = answer.body.data;
  // The timetable has its own page; any other kind reaching here is not one this page can show.
  if (campaign.kind !== 'deals') throw data(null, { status: 404 });

  const page: DealsPageData = {
    status: 'successful',
    lang,
    slug,
    title: campaign.title,
    lead: campaign.lead,
    promotion: campaign.promotion,
    travelFrom: campaign.travelFrom,
    travelUntil: campaign.travelUntil,
    deals: campaign.list.map((deal) => ({
      ...deal,
      searchHref: departSearchHref(
        toFlightSearchQuery({ tripType: 1, origin: deal.origin.code, destination: deal.destination.code, departureDate: deal.departureDate, currency, language: lang, adult: 1, child: 0, infant: 0, class: 'economy' }),
      ),
    })),
  };
  const headers = new Headers();
  if (campaign.promotion) {
    const seconds = Math.min(campaignPromoSeconds(new Date(campaign.showsUntil), now), campaignPromoSeconds(new Date(campaign.promotion.validTo), now));
    headers.append('Set-Cookie', await rememberCampaignPromo(campaign.promotion.code, seconds, request));
  }
  return data(page, { headers });
}
