import { describe, expect, it } from 'vitest';
import { MAX_INSURED_PEOPLE } from '@thwa/domain/insurance/travel-cover';
import {
  addPerson,
  beneficiaryFieldName,
  defaultQuoteForm,
  formFieldOf,
  personErrors,
  quoteFormFromQuery,
  quoteRequestOf,
  readBeneficiaries,
  readQuoteForm,
  removePerson,
  saveBeneficiary,
  type SavedBeneficiary,
} from './insurance-form.ts';

const A = '0b7d3c3e-8f41-4c1a-9a57-2a1f6f0f0a01';
const B = '0b7d3c3e-8f41-4c1a-9a57-2a1f6f0f0a02';
const C = '0b7d3c3e-8f41-4c1a-9a57-2a1f6f0f0a03';

function formData(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return form;
}

describe('spec §3 beneficiaries: saving replaces the one with the same uuid, or adds', () => {
  const list: SavedBeneficiary[] = [
    { uuid: A, firstName: 'Aung', lastName: 'Kyaw' },
    { uuid: B, firstName: 'Su', lastName: 'Hlaing' },
  ];

  it('replaces a beneficiary whose uuid is in the list, in its place', () => {
    const saved = saveBeneficiary(list, { uuid: A, firstName: 'Aung Aung', lastName: 'Kyaw' });
    expect(saved).toEqual([
      { uuid: A, firstName: 'Aung Aung', lastName: 'Kyaw' },
      { uuid: B, firstName: 'Su', lastName: 'Hlaing' },
    ]);
    expect(list[0]!.firstName).toBe('Aung');
  });

  it('adds one whose uuid is not, at the end', () => {
    expect(saveBeneficiary(list, { uuid: C, firstName: 'Mya', lastName: 'Mya' }).map((one) => one.uuid)).toEqual([A, B, C]);
    expect(saveBeneficiary([], { uuid: C, firstName: 'Mya', lastName: 'Mya' })).toHaveLength(1);
  });

  it('reads the posted beneficiaries of the quote only, keeping each by uuid', () => {
    const slots = [
      { uuid: A, age: 40 },
      { uuid: B, age: 8 },
    ];
    const form = formData({
      [beneficiaryFieldName(0, 'uuid')]: A,
      [beneficiaryFieldName(0, 'firstName')]: ' Aung ',
      [beneficiaryFieldName(0, 'lastName')]: 'Kyaw',
      // A uuid the quote did not give is ignored.
      [beneficiaryFieldName(1, 'uuid')]: C,
      [beneficiaryFieldName(1, 'firstName')]: 'Intruder',
      [beneficiaryFieldName(1, 'lastName')]: 'X',
    });
    const saved = readBeneficiaries(form, slots, [{ uuid: A, firstName: 'Old', lastName: 'Name' }]);
    expect(saved).toEqual([{ uuid: A, firstName: 'Aung', lastName: 'Kyaw' }]);
    expect(personErrors({ firstName: 'Aung', lastName: 'Kyaw' }, slots, saved)).toEqual({ 'beneficiaries.1.firstName': 'required', 'beneficiaries.1.lastName': 'required' });
    expect(personErrors({ firstName: '', lastName: 'x'.repeat(101) }, slots.slice(0, 1), saved)).toEqual({ 'policyHolder.firstName': 'required', 'policyHolder.lastName': 'tooLong' });
  });
});

describe('the quote form', () => {
  it('starts tomorrow for a week, abroad, with one adult of 30', () => {
    expect(defaultQuoteForm('2031-03-01')).toEqual({ area: 'international', startDate: '2031-03-02', endDate: '2031-03-08', ages: ['30'] });
  });

  it('adds people up to the most a policy insures, and never removes the last one', () => {
    let ages = ['30'];
    for (let i = 0; i < 20; i += 1) ages = addPerson(ages);
    expect(ages).toHaveLength(MAX_INSURED_PEOPLE);
    expect(addPerson(['30', '8'], '5')).toEqual(['30', '8', '5']);
    expect(removePerson(['30', '8', '5'], 1)).toEqual(['30', '5']);
    expect(removePerson(['30'], 0)).toEqual(['30']);
    expect(removePerson(['30', '8'], 5)).toEqual(['30', '8']);
  });

  it('reads a posted form in order, and sends a wrong age so the api names it', () => {
    const form = readQuoteForm(formData({ area: 'domestic', startDate: '2031-03-02', endDate: '2031-03-05', 'ages.0': '8', 'ages.1': '5', 'ages.2': 'ten' }));
    expect(form).toEqual({ area: 'domestic', startDate: '2031-03-02', endDate: '2031-03-05', ages: ['8', '5', 'ten'] });
    expect(quoteRequestOf(form).ages).toEqual([8, 5, -1]);
    expect(readQuoteForm(formData({ area: 'moon' })).area).toBe('international');
  });

  it('opens with the area and ages of a "book again" link', () => {
    const form = quoteFormFromQuery(new URLSearchParams('area=domestic&ages=40,38,abc,9,99'), '2031-03-01');
    expect(form).toMatchObject({ area: 'domestic', ages: ['40', '38', '9'], startDate: '2031-03-02' });
  });

  it("names the form's field of an api refusal", () => {
    expect(formFieldOf('body.ages.1')).toBe('ages.1');
    expect(formFieldOf('body.startDate')).toBe('startDate');
    expect(formFieldOf('data.beneficiaries.0.firstName')).toBe('beneficiaries.0.firstName');
    expect(formFieldOf(null)).toBeNull();
  });
});
