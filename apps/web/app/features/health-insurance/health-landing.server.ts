/**
 * `/health-insurance` (spec §3 product type 13): the insured person's age, asked by a plain GET form
 * (`?age=`), and the api's plan for it beside every plan to compare. The api decides which ages a plan
 * is for: its HEALTH_AGE, in the page language, is shown next to the age.
 */
import { data } from 'react-router';
import { HEALTH_MAX_AGE, HEALTH_MIN_AGE } from '@thwa/domain/insurance/health-plans';
import type { ApiTransport } from '../../runtime.ts';
import { context } from '../checkout/checkout.server.ts';
import type { HealthLandingData } from './health-data.ts';
import { healthApi } from './health-api.server.ts';
import { parseAge } from './health-form.ts';

interface LandingRequest {
  request: Request;
  api: ApiTransport;
}

export async function loadHealthLanding({ request, api }: LandingRequest) {
  const { url, lang, t } = await context(request, api);
  const client = healthApi(api, lang);
  const ageText = (url.searchParams.get('age') ?? '').trim().slice(0, 5);
  const page: HealthLandingData = { title: t('health.title'), ageText, age: null, plan: null, plans: [], ageError: null, minAge: HEALTH_MIN_AGE, maxAge: HEALTH_MAX_AGE };
  const age = parseAge(ageText);
  if (ageText !== '' && age === null) page.ageError = t('health.errors.ageNumber', { min: HEALTH_MIN_AGE, max: HEALTH_MAX_AGE });
  if (age !== null) {
    const found = await client.search(age);
    if (found.ok) return data<HealthLandingData>({ ...page, age, plan: found.data.plan, plans: found.data.plans });
    page.ageError = found.errorCode === 'HEALTH_AGE' || found.status === 400 ? (found.message ?? t('health.errors.ageNumber', { min: HEALTH_MIN_AGE, max: HEALTH_MAX_AGE })) : t('health.errors.unexpected');
  }
  // No plan for an age: every plan is still shown to compare (they are the same for any age asked).
  const all = await client.search(HEALTH_MIN_AGE);
  return data<HealthLandingData>({ ...page, plans: all.ok ? all.data.plans : [] });
}
