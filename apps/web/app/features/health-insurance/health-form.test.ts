import { describe, expect, it } from 'vitest';
import { ageFrom, detailHref, formFieldOf, isDateOfBirth, landingHref, parseAge, parsePlanId, personErrors, readBeneficiary, readInsured } from './health-form.ts';

const UUID = '0b6f1c2e-4a5d-4e8f-9a1b-2c3d4e5f6a7b';
const form = (fields: Record<string, string>) => new URLSearchParams(fields) as unknown as FormData;

describe('the health forms', () => {
  it('reads an age in whole years and a plan id, nothing else', () => {
    expect(parseAge(' 45 ')).toBe(45);
    expect(parseAge('5')).toBe(5);
    expect(parseAge('76')).toBe(76);
    expect(parseAge('4.5')).toBeNull();
    expect(parseAge('-3')).toBeNull();
    expect(parseAge('abc')).toBeNull();
    expect(parseAge('')).toBeNull();
    expect(parseAge(null)).toBeNull();
    expect(parseAge('131')).toBeNull();
    expect(parsePlanId('HEALTH-41-50')).toBe('HEALTH-41-50');
    expect(parsePlanId('HEALTH-41-50x')).toBeNull();
  });

  it('takes a date of birth that has come, and its age today', () => {
    expect(isDateOfBirth('1985-06-01', '2031-03-01')).toBe(true);
    expect(isDateOfBirth('2031-03-01', '2031-03-01')).toBe(true);
    expect(isDateOfBirth('2031-03-02', '2031-03-01')).toBe(false);
    expect(isDateOfBirth('1985-02-30', '2031-03-01')).toBe(false);
    expect(ageFrom('1985-06-01', '2031-03-01')).toBe(45);
    expect(ageFrom('1985-03-01', '2031-03-01')).toBe(46);
    expect(ageFrom('soon', '2031-03-01')).toBeNull();
  });

  it('links the plan page and the landing of an age', () => {
    expect(detailHref('HEALTH-41-50', 45)).toBe('/health-insurance/detail?planId=HEALTH-41-50&age=45');
    expect(landingHref(45)).toBe('/health-insurance?age=45');
    expect(landingHref()).toBe('/health-insurance');
    expect(formFieldOf('data.insured.dateOfBirth')).toBe('insured.dateOfBirth');
    expect(formFieldOf('body.age')).toBe('age');
    expect(formFieldOf(null)).toBeNull();
  });

  it('keeps the beneficiary by the uuid the server gave it: another uuid changes nothing', () => {
    const kept = { uuid: UUID, firstName: 'Su', lastName: 'Hlaing', relationship: 'spouse' };
    const posted = { 'beneficiary.uuid': UUID, 'beneficiary.firstName': ' Mya ', 'beneficiary.lastName': 'Kyaw', 'beneficiary.relationship': 'child' };
    expect(readBeneficiary(form(posted), kept)).toEqual({ uuid: UUID, firstName: 'Mya', lastName: 'Kyaw', relationship: 'child' });
    expect(readBeneficiary(form({ ...posted, 'beneficiary.uuid': '11111111-2222-4333-8444-555555555555' }), kept)).toBe(kept);
    expect(readInsured(form({ 'insured.firstName': ' Aung ', 'insured.lastName': 'Kyaw', 'insured.dateOfBirth': '1985-06-01', 'insured.gender': 'male' }))).toEqual({
      firstName: 'Aung',
      lastName: 'Kyaw',
      dateOfBirth: '1985-06-01',
      gender: 'male',
    });
  });

  it('names each field missing or wrong', () => {
    const insured = { firstName: '', lastName: 'K'.repeat(101), dateOfBirth: '2040-01-01', gender: 'other' };
    const beneficiary = { uuid: UUID, firstName: 'Su', lastName: '', relationship: 'friend' };
    expect(personErrors(insured, beneficiary, '2031-03-01')).toEqual({
      'insured.firstName': 'required',
      'insured.lastName': 'tooLong',
      'insured.dateOfBirth': 'dateOfBirth',
      'insured.gender': 'choose',
      'beneficiary.lastName': 'required',
      'beneficiary.relationship': 'choose',
    });
    expect(personErrors({ firstName: 'Aung', lastName: 'Kyaw', dateOfBirth: '1985-06-01', gender: 'male' }, { ...beneficiary, lastName: 'Hlaing', relationship: 'spouse' }, '2031-03-01')).toEqual({});
  });
});
