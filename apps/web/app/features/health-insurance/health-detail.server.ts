/**
 * `/health-insurance/detail?planId=&age=`: a plan in full (its cover, the 16 exclusions, its price),
 * and the insured person's date of birth, which the api confirms (`/checkout/v2/confirm`): the plan
 * for their age today, at today's price. When that is the plan asked, the checkout starts (its state in
 * a cookie); when it is another, the page says so and offers it.
 */
import { data, redirect } from 'react-router';
import { yangonDate } from '@thwa/domain/dates';
import { HEALTH_EXCLUSIONS } from '@thwa/domain/insurance/health-plans';
import type { ApiTransport } from '../../runtime.ts';
import { context } from '../checkout/checkout.server.ts';
import type { HealthDetailActionData, HealthDetailData } from './health-data.ts';
import { healthApi } from './health-api.server.ts';
import { detailHref, isDateOfBirth, landingHref, parseAge, parsePlanId } from './health-form.ts';
import { keepCheckoutState, readCheckoutState, startCheckout } from './health-state.server.ts';

interface DetailRequest {
  request: Request;
  api: ApiTransport;
  now?: Date;
}

export async function loadHealthDetail({ request, api, now = new Date() }: DetailRequest) {
  const { url, lang } = await context(request, api);
  const age = parseAge(url.searchParams.get('age'));
  const planId = parsePlanId(url.searchParams.get('planId'));
  if (age === null) throw redirect(landingHref());
  const found = await healthApi(api, lang).search(age);
  // An age no plan is for: the landing says why.
  if (!found.ok) throw redirect(landingHref(age));
  const plan = found.data.plans.find((one) => one.planId === planId) ?? found.data.plan;
  if (plan.planId !== planId) throw redirect(detailHref(plan.planId, age));
  const kept = await readCheckoutState(request);
  return {
    title: plan.planName,
    plan,
    age,
    exclusions: HEALTH_EXCLUSIONS.map((exclusion) => exclusion[lang]),
    today: yangonDate(now),
    dateOfBirth: kept?.planId === plan.planId ? kept.insured.dateOfBirth : '',
    landingHref: landingHref(age),
  } satisfies HealthDetailData;
}

export async function confirmHealthPlan({ request, api, now = new Date() }: DetailRequest) {
  const { lang, t } = await context(request, api);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim().slice(0, 20) : '';
  };
  const dateOfBirth = text('dateOfBirth');
  const planId = parsePlanId(text('planId'));
  const answer = (body: Omit<HealthDetailActionData, 'dateOfBirth'>, status: number) => data<HealthDetailActionData>({ dateOfBirth, ...body }, { status });
  if (!planId) throw redirect(landingHref());
  if (!isDateOfBirth(dateOfBirth, yangonDate(now))) return answer({ fieldError: t('health.errors.dateOfBirth'), formError: null, changed: null }, 400);

  const confirmed = await healthApi(api, lang).confirm({ planId, dateOfBirth });
  if (!confirmed.ok) {
    // HEALTH_AGE (and a date the api cannot read) is about the date of birth; anything else is for the form.
    const aboutBirth = confirmed.errorCode === 'HEALTH_AGE' || /dateOfBirth$/.test(confirmed.field ?? '');
    const message = confirmed.message ?? t('health.errors.unexpected');
    return answer({ fieldError: aboutBirth ? message : null, formError: aboutBirth ? null : message, changed: null }, confirmed.status);
  }
  // Their age today calls for another plan (or its price): say so, and let them take it.
  if (confirmed.data.plan.planId !== planId) return answer({ fieldError: null, formError: null, changed: confirmed.data }, 200);

  const state = startCheckout({ planId, age: confirmed.data.age, dateOfBirth }, await readCheckoutState(request));
  throw redirect('/health-insurance/checkout', { headers: { 'Set-Cookie': await keepCheckoutState(state, request) } });
}
