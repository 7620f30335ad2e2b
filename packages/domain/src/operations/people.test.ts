import { describe, expect, it } from 'vitest';
import { AgentApplicationRequest, AgentTermsRequest, EmployeeGroupsRequest } from '../contracts/operations-people.ts';
import {
  agentCommission,
  groupChangeProblem,
  invitationExpiresAt,
  invitationOpen,
  orderCommission,
  percentToBasisPoints,
} from './people.ts';

const at = (iso: string) => new Date(iso);

describe('agent commission', () => {
  it('keeps a percent with at most two decimals as basis points, refusing more decimals, negatives and above 50 %', () => {
    expect(percentToBasisPoints(5)).toBe(500);
    expect(percentToBasisPoints(7.25)).toBe(725);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(percentToBasisPoints(50)).toBe(5000);
    expect(percentToBasisPoints(7.255)).toBeNull();
    expect(percentToBasisPoints(-1)).toBeNull();
    expect(percentToBasisPoints(50.01)).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
  });

  it('is the percent set for the product type, rounded down to whole kyat; nothing for a product without one', () => {
    const commissions = { '2': 725, '1': 1000 };
    expect(agentCommission(100_000, 2, commissions)).toBe(7_250);
    expect(agentCommission(99_999, 2, commissions)).toBe(7_249);
    expect(agentCommission(50_000, 1, commissions)).toBe(5_000);
    expect(agentCommission(50_000, 11, commissions)).toBe(0);
    expect(agentCommission(0, 2, commissions)).toBe(0);
  });

  it("on an order is each item's at its product's percent, and their sum", () => {
    const commissions = { '2': 725, '11': 1000 };
    expect(
      orderCommission(
        [
          { itemNo: 1, productType: 2, amount: 99_999 },
          { itemNo: 2, productType: 11, amount: 12_345 },
          { itemNo: 3, productType: 1, amount: 80_000 },
        ],
        commissions,
      ),
    ).toEqual({
      amount: 7_249 + 1_234,
      items: [
        { itemNo: 1, productType: 2, base: 99_999, percent: 7.25, amount: 7_249 },
        { itemNo: 2, productType: 11, base: 12_345, percent: 10, amount: 1_234 },
        { itemNo: 3, productType: 1, base: 80_000, percent: 0, amount: 0 },
      ],
    });
    expect(orderCommission([], commissions)).toEqual({ amount: 0, items: [] });
  });
});

describe('employee groups', () => {
  it('never leaves the installation without an admin, and never an employee without a group', () => {
    expect(groupChangeProblem({ current: ['admin'], next: ['support'], otherAdmins: 0 })).toBe('last_admin');
    expect(groupChangeProblem({ current: ['admin'], next: ['support'], otherAdmins: 1 })).toBeNull();
    expect(groupChangeProblem({ current: ['support'], next: ['finance'], otherAdmins: 0 })).toBeNull();
    expect(groupChangeProblem({ current: ['admin', 'support'], next: ['admin'], otherAdmins: 0 })).toBeNull();
    expect(groupChangeProblem({ current: ['support'], next: [], otherAdmins: 3 })).toBe('no_group');
  });

  it('orders and deduplicates the groups asked for, and refuses none or an unknown one', () => {
    expect(EmployeeGroupsRequest.parse({ groups: ['support', 'admin', 'support'] }).groups).toEqual(['support', 'admin']);
    expect(EmployeeGroupsRequest.safeParse({ groups: [] }).success).toBe(false);
    expect(EmployeeGroupsRequest.safeParse({ groups: ['owner'] }).success).toBe(false);
  });

  it('opens an invitation for seven days, until it is accepted', () => {
    const now = at('2026-11-28T00:00:00Z');
    const expiresAt = invitationExpiresAt(now);
    expect(expiresAt.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(invitationOpen({ expiresAt, acceptedAt: null }, now)).toBe(true);
    expect(invitationOpen({ expiresAt, acceptedAt: now }, now)).toBe(false);
    expect(invitationOpen({ expiresAt, acceptedAt: null }, expiresAt)).toBe(false);
  });
});

describe('agent application', () => {
  const valid = { company: 'Shwe Travels', licenceNumber: 'TA-1234/2026', contactName: 'Daw Aye', email: ' Aye@Example.COM ', phoneNumber: '09 7812 34567' };

  it('takes company, licence, contact, e-mail and a mobile number, stored the way the contact step stores them', () => {
    expect(AgentApplicationRequest.parse(valid)).toEqual({ ...valid, email: 'aye@example.com', phoneCode: '95', phoneNumber: '9781234567', language: 'en' });
  });

  it('names the field that is wrong', () => {
    const field = (input: Record<string, unknown>) => {
      const result = AgentApplicationRequest.safeParse(input);
      return result.success ? null : result.error.issues[0]!.path.join('.');
    };
    expect(field({ ...valid, company: ' ' })).toBe('company');
    expect(field({ ...valid, licenceNumber: '<script>' })).toBe('licenceNumber');
    expect(field({ ...valid, email: 'not-an-email' })).toBe('email');
    expect(field({ ...valid, phoneNumber: '12' })).toBe('phoneNumber');
    expect(field({ ...valid, contactName: 'x'.repeat(101) })).toBe('contactName');
  });
});

describe('agent terms', () => {
  it('takes each product once, a percent up to 50 with two decimals and a whole credit limit', () => {
    expect(AgentTermsRequest.safeParse({ commissions: [{ productType: 2, percent: 5.5 }], creditLimit: 1_000_000 }).success).toBe(true);
    expect(AgentTermsRequest.safeParse({ commissions: [{ productType: 3, percent: 5 }], creditLimit: 0 }).success).toBe(false);
    expect(AgentTermsRequest.safeParse({ commissions: [{ productType: 2, percent: 5 }, { productType: 2, percent: 6 }], creditLimit: 0 }).success).toBe(false);
    expect(AgentTermsRequest.safeParse({ commissions: [{ productType: 2, percent: 51 }], creditLimit: 0 }).success).toBe(false);
    expect(AgentTermsRequest.safeParse({ commissions: [], creditLimit: -1 }).success).toBe(false);
    expect(AgentTermsRequest.safeParse({ commissions: [], creditLimit: 1.5 }).success).toBe(false);
  });
});
