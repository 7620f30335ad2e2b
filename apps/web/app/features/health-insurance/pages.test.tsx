// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthPlanOffer } from '@thwa/domain/contracts/health-insurance';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { HEALTH_COVER, HEALTH_EXCLUSIONS, HEALTH_PLANS, healthCoverDates, healthPlanName } from '@thwa/domain/insurance/health-plans';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HealthCheckoutPage } from './checkout-page.tsx';
import { HealthDetailPage } from './detail-page.tsx';
import type { HealthCheckoutData, HealthDetailData, HealthLandingData } from './health-data.ts';
import { HealthLandingPage } from './landing-page.tsx';

afterEach(cleanup);

const offers: HealthPlanOffer[] = HEALTH_PLANS.map((plan) => ({
  planId: plan.planId,
  planName: healthPlanName(plan, 'en'),
  ageRange: { from: plan.ageFrom, to: plan.ageTo },
  price: plan.price,
  insurerName: 'Shwe Insurance',
  cover: { years: 1, deathBenefit: HEALTH_COVER.deathBenefit, perHospitalDay: HEALTH_COVER.perHospitalDay, minimumDays: { illness: 3, accident: 1 }, cancelWithinDays: 15 },
}));
const PLAN_45 = offers[2]!;
const LANDING: HealthLandingData = { title: 'Health insurance', ageText: '', age: null, plan: null, plans: offers, ageError: null, minAge: 6, maxAge: 75 };

describe('the health insurance landing', () => {
  it('shows the plan for 45 with its price and cover, and marks it among the five plans', async () => {
    renderInRoot(<HealthLandingPage data={{ ...LANDING, ageText: '45', age: 45, plan: PLAN_45 }} />);
    const plan = await screen.findByRole('region', { name: 'The plan for age 45' });
    expect(within(plan).getByTestId('plan-price').textContent).toBe('MMK 16,700');
    expect(within(plan).getByText('MMK 1,000,000')).toBeTruthy();
    expect(within(plan).getByText('MMK 10,000')).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'See the full cover and buy' }).getAttribute('href')).toBe('/health-insurance/detail?planId=HEALTH-41-50&age=45');
    const rows = within(screen.getByTestId('plan-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Ages 6–30MMK 10,500', 'Ages 31–40MMK 13,600', 'Ages 41–50Your planMMK 16,700', 'Ages 51–60MMK 27,200', 'Ages 61–75MMK 58,500']);
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
    expect((screen.getByLabelText('Age of the insured person') as HTMLInputElement).value).toBe('45');
  });

  it('says why an age has no plan, in Myanmar, tied to the age field', async () => {
    renderInRoot(<HealthLandingPage data={{ ...LANDING, ageText: '76', ageError: ERROR_CATALOGUE.HEALTH_AGE.mm }} />, { lang: 'mm' });
    const age = await screen.findByLabelText('အာမခံထားမည့်သူ၏ အသက်');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(ERROR_CATALOGUE.HEALTH_AGE.mm);
    expect(age.getAttribute('aria-describedby')).toContain('health-age-error');
    expect(screen.queryByRole('region', { name: /အစီအစဉ်$/ })).toBeNull();
    expect(screen.getByTestId('plan-table').textContent).toContain('၁၆,၇၀၀ ကျပ်');
  });
});

describe("the plan's page", () => {
  const DETAIL: HealthDetailData = { title: PLAN_45.planName, plan: PLAN_45, age: 45, exclusions: HEALTH_EXCLUSIONS.map((one) => one.en), today: '2031-03-01', dateOfBirth: '', landingHref: '/health-insurance?age=45' };

  it('writes out the cover and the 16 exclusions, and asks the date of birth', async () => {
    renderInRoot(<HealthDetailPage data={DETAIL} actionData={undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Health plan, ages 41–50' })).toBeTruthy();
    expect(within(screen.getByTestId('exclusions')).getAllByRole('listitem')).toHaveLength(16);
    expect(screen.getByText('These 16 exclusions apply to every health plan:')).toBeTruthy();
    expect(screen.getByText(/at least 3 days in hospital for an illness, or 1 day for an accident/)).toBeTruthy();
    expect(screen.getByText('You may cancel within 15 days of issue for a full refund, once.')).toBeTruthy();
    expect(screen.getByLabelText('Date of birth of the insured person').getAttribute('max')).toBe('2031-03-01');
  });

  it('offers the plan a date of birth calls for, with its price', async () => {
    const changed = { plan: offers[3]!, age: 52, ...healthCoverDates('2031-03-01') };
    renderInRoot(<HealthDetailPage data={DETAIL} actionData={{ dateOfBirth: '1978-06-01', fieldError: null, formError: null, changed }} />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Born on 1 Jun 1978, the insured person is 52 today. The plan for their age is “Health plan, ages 51–60”, at MMK 27,200 for one year.');
    expect(within(notice).getByRole('button', { name: 'Continue with this plan' })).toBeTruthy();
  });
});

describe('the health checkout', () => {
  const CHECKOUT: HealthCheckoutData = {
    title: 'Insured person and beneficiary',
    confirmation: { plan: PLAN_45, age: 45, ...healthCoverDates('2031-03-01') },
    insured: { firstName: 'Aung', lastName: '', dateOfBirth: '1985-06-01', gender: '' },
    beneficiary: { uuid: '0b6f1c2e-4a5d-4e8f-9a1b-2c3d4e5f6a7b', firstName: '', lastName: '', relationship: '' },
    phoneCodes: [{ code: '95', label: '+95 Myanmar' }],
    contact: { contactName: '', email: '', phoneCode: '95', phoneNumber: '' },
    fromProfile: [],
    today: '2031-03-01',
    detailHref: '/health-insurance/detail?planId=HEALTH-41-50&age=45',
  };

  it('asks the insured person, the beneficiary with its uuid and the contact, beside the plan and its price', async () => {
    renderInRoot(<HealthCheckoutPage data={CHECKOUT} actionData={undefined} />);
    expect((await screen.findByTestId('plan-price')).textContent).toBe('MMK 16,700');
    expect(screen.getByText('16 Mar 2031')).toBeTruthy();
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1985-06-01');
    expect(screen.getByRole('group', { name: 'Gender' })).toBeTruthy();
    expect(screen.getByLabelText('Relationship to the insured person')).toBeTruthy();
    expect((document.querySelector('input[name="beneficiary.uuid"]') as HTMLInputElement).value).toBe(CHECKOUT.beneficiary.uuid);
    expect(screen.getAllByLabelText('First name')).toHaveLength(2);
  });

  it('shows each error under its field and counts them in an alert', async () => {
    const actionData = {
      values: { 'insured.firstName': '', 'insured.gender': '' },
      fieldErrors: { 'insured.firstName': 'required', 'insured.gender': 'choose' },
      fieldMessages: { 'insured.firstName': 'Please fill this in.', 'insured.gender': 'Please choose one.' },
      formError: null,
      saved: false,
    };
    renderInRoot(<HealthCheckoutPage data={CHECKOUT} actionData={actionData} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/2/);
    const first = screen.getAllByLabelText('First name')[0]!;
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('Please fill this in.');
    expect(screen.getByText('Please choose one.')).toBeTruthy();
  });
});
