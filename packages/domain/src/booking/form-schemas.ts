/**
 * zod schemas of the traveller and contact forms, for request bodies (spec §3 fields).
 *
 * Why a separate file: rule files import nothing from npm so the browser bundle stays small
 * (ARCHITECTURE.md). The web validates with travellers.ts and contact.ts alone; the api parses the
 * body's shape with these schemas and then runs the same rule functions for the per-field codes.
 * So the schemas check shape only (types, enums, lengths) and leave content rules to the functions.
 */
import { z } from 'zod';
import { TRAVELER_TYPES } from '../age-bands.ts';
import type { ContactFormValues } from './contact.ts';
import { GENDERS, type TravellerFormValues } from './travellers.ts';

const text = (max: number) => z.string().max(max);

/** One traveller slot of a flight booking (flat fields, as the HTML form posts them). */
export const TravellerForm = z
  .object({
    uuid: z.uuid(),
    type: z.enum(TRAVELER_TYPES),
    firstName: text(100).describe('Given and middle names in Latin letters, as in the passport or NRC.'),
    lastName: text(100),
    dateOfBirth: text(10).describe('YYYY-MM-DD'),
    gender: z.enum(GENDERS),
    nationality: text(2).describe('ISO 3166-1 alpha-2 passport country, e.g. MM.'),
    passportNumber: text(20).nullish(),
    passportExpiry: text(10).nullish().describe('YYYY-MM-DD'),
    divisionCode: z.number().int().min(1).max(14).nullish().describe('NRC state/region number.'),
    townshipCode: text(20).nullish().describe("NRC township short code in Latin, e.g. 'KaMaYa'."),
    nrcType: text(2).nullish().describe("NRC type letter, e.g. 'N'."),
    nrcNumber: text(12).nullish().describe('The six NRC digits.'),
  })
  .meta({ id: 'TravellerForm' });
export type TravellerForm = z.infer<typeof TravellerForm>;

/** Spec §3 contact info. */
export const ContactForm = z
  .object({
    contactName: text(200),
    email: text(320),
    phoneCode: text(4).default('95'),
    phoneNumber: text(32),
  })
  .meta({ id: 'ContactForm' });
export type ContactForm = z.infer<typeof ContactForm>;

// Compile-time check: a parsed body is accepted by the rule functions as it is.
const _travellerFits = (form: TravellerForm): TravellerFormValues => form;
const _contactFits = (form: ContactForm): ContactFormValues => form;
