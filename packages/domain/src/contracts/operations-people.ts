import { z } from 'zod';
import { emailError, normalizePhone, normalizePhoneCode, toE164 } from '../booking/contact.ts';
import { DEFAULT_PHONE_CODE } from '../constants.ts';
import { toLatinDigits } from '../money.ts';
import { EMPLOYEE_GROUPS } from '../operations/permissions.ts';
import { AGENT_APPLICATION_STATUSES, COMMISSION_MAX_PERCENT, COMMISSION_PRODUCT_TYPES, CREDIT_LIMIT_MAX } from '../operations/people.ts';
import { Language } from './common.ts';

/**
 * People in the console (issue 20 item 5): agents' applications from the site, the console's agents
 * (`agents.manage`) and employees (`employees.manage`), and the public calls an applicant and an invited
 * employee make. The rules are operations/people.ts; a value that breaks one is VALIDATION_FAILED (400)
 * naming the field, and nothing is written.
 */

const Instant = z.iso.datetime({ offset: true });
const Line = (max: number) => z.string().trim().min(1).max(max);
const UserId = z.string().min(1).max(20);
const Email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => !emailError(value), 'a valid e-mail address')
  .transform((value) => value.toLowerCase());

// ------------------------------------------------------------------------------ the site: applying

/** Spec §3 contact phone: code (default 95) and number, stored the way the contact step stores them. */
export const AgentApplicationRequest = z
  .object({
    company: Line(120),
    licenceNumber: Line(40).regex(/^[\p{L}\p{N}][\p{L}\p{N} /.-]*$/u, 'letters, digits, spaces, / . -'),
    contactName: Line(100),
    email: Email,
    phoneCode: z.string().trim().max(4).optional(),
    phoneNumber: z.string().trim().min(1).max(20),
    language: Language.optional(),
  })
  .transform((value, context) => {
    const phoneCode = toLatinDigits(value.phoneCode || DEFAULT_PHONE_CODE);
    if (!/^\+?\d{1,3}$/.test(phoneCode) || !toE164(phoneCode, value.phoneNumber)) {
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'a mobile number we can call' });
      return z.NEVER;
    }
    return { ...value, phoneCode: normalizePhoneCode(phoneCode), phoneNumber: normalizePhone(phoneCode, value.phoneNumber), language: value.language ?? 'en' };
  })
  .meta({ id: 'AgentApplicationRequest' });
export type AgentApplicationRequest = z.input<typeof AgentApplicationRequest>;
export type AgentApplication = z.output<typeof AgentApplicationRequest>;

export const AgentApplicationResponse = z.object({ code: z.literal(200), applicationId: z.string(), message: z.string() }).meta({ id: 'AgentApplicationResponse' });
export type AgentApplicationResponse = z.infer<typeof AgentApplicationResponse>;

// ----------------------------------------------------------------------------- the console: agents

export const AgentApplicationEntry = z
  .object({
    id: z.string(),
    company: z.string(),
    licenceNumber: z.string(),
    contactName: z.string(),
    email: z.string(),
    phoneCode: z.string(),
    phoneNumber: z.string(),
    status: z.enum(AGENT_APPLICATION_STATUSES),
    reason: z.string().nullable(),
    agentId: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: Instant.nullable(),
    createdAt: Instant,
  })
  .meta({ id: 'AgentApplicationEntry' });
export type AgentApplicationEntry = z.infer<typeof AgentApplicationEntry>;

export const CommissionEntry = z.object({
  productType: z
    .number()
    .int()
    .refine((value) => COMMISSION_PRODUCT_TYPES.includes(value), 'a product type id of spec §3'),
  percent: z.number().min(0).max(COMMISSION_MAX_PERCENT).multipleOf(0.01),
});
export type CommissionEntry = z.infer<typeof CommissionEntry>;

export const AgentEntry = z
  .object({
    agentId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    standing: z.enum(['active', 'suspended']),
    commissions: z.array(CommissionEntry),
    creditLimit: z.number().int(),
    createdAt: Instant,
  })
  .meta({ id: 'AgentEntry' });
export type AgentEntry = z.infer<typeof AgentEntry>;

/** Pending applications first (oldest first, the queue's order), then the latest decided; and the agents, newest first. */
export const OpsAgentsResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ applications: z.array(AgentApplicationEntry), agents: z.array(AgentEntry) }),
  })
  .meta({ id: 'OpsAgentsResponse' });
export type OpsAgentsResponse = z.infer<typeof OpsAgentsResponse>;

export const ApplicationParams = z.object({ applicationId: z.string().trim().min(1).max(20) });
export const AgentParams = z.object({ agentId: UserId });

export const RejectApplicationRequest = z.object({ reason: Line(500) }).meta({ id: 'RejectApplicationRequest' });
export type RejectApplicationRequest = z.infer<typeof RejectApplicationRequest>;

export const ApplicationDecisionResponse = z
  .object({ code: z.literal(200), data: AgentApplicationEntry })
  .meta({ id: 'ApplicationDecisionResponse' });
export type ApplicationDecisionResponse = z.infer<typeof ApplicationDecisionResponse>;

export const AgentTermsRequest = z
  .object({
    commissions: z
      .array(CommissionEntry)
      .max(COMMISSION_PRODUCT_TYPES.length)
      .refine((list) => new Set(list.map((entry) => entry.productType)).size === list.length, 'each product once'),
    creditLimit: z.number().int().min(0).max(CREDIT_LIMIT_MAX),
  })
  .meta({ id: 'AgentTermsRequest' });
export type AgentTermsRequest = z.infer<typeof AgentTermsRequest>;

export const AgentResponse = z.object({ code: z.literal(200), data: AgentEntry }).meta({ id: 'OpsAgentResponse' });
export type AgentResponse = z.infer<typeof AgentResponse>;

// -------------------------------------------------------------------------- the console: employees

export const EmployeeGroupName = z.enum(EMPLOYEE_GROUPS);
const Groups = z
  .array(EmployeeGroupName)
  .min(1)
  .max(EMPLOYEE_GROUPS.length)
  .transform((groups) => EMPLOYEE_GROUPS.filter((group) => groups.includes(group)));

export const EmployeeEntry = z
  .object({ userId: z.string(), name: z.string().nullable(), email: z.string().nullable(), groups: z.array(EmployeeGroupName), status: z.string() })
  .meta({ id: 'EmployeeEntry' });
export type EmployeeEntry = z.infer<typeof EmployeeEntry>;

export const InvitationEntry = z
  .object({ id: z.string(), email: z.string(), name: z.string(), groups: z.array(EmployeeGroupName), invitedBy: z.string(), expiresAt: Instant, expired: z.boolean() })
  .meta({ id: 'InvitationEntry' });
export type InvitationEntry = z.infer<typeof InvitationEntry>;

export const OpsEmployeesResponse = z
  .object({ code: z.literal(200), data: z.object({ employees: z.array(EmployeeEntry), invitations: z.array(InvitationEntry) }) })
  .meta({ id: 'OpsEmployeesResponse' });
export type OpsEmployeesResponse = z.infer<typeof OpsEmployeesResponse>;

export const InviteEmployeeRequest = z
  .object({ email: Email, firstName: Line(100), lastName: Line(100), groups: Groups, language: Language.optional() })
  .meta({ id: 'InviteEmployeeRequest' });
export type InviteEmployeeRequest = z.input<typeof InviteEmployeeRequest>;

export const InviteEmployeeResponse = z.object({ code: z.literal(200), data: InvitationEntry }).meta({ id: 'InviteEmployeeResponse' });
export type InviteEmployeeResponse = z.infer<typeof InviteEmployeeResponse>;

export const EmployeeParams = z.object({ userId: UserId });

export const EmployeeGroupsRequest = z.object({ groups: Groups }).meta({ id: 'EmployeeGroupsRequest' });
export type EmployeeGroupsRequest = z.input<typeof EmployeeGroupsRequest>;

export const EmployeeResponse = z.object({ code: z.literal(200), data: EmployeeEntry }).meta({ id: 'OpsEmployeeResponse' });
export type EmployeeResponse = z.infer<typeof EmployeeResponse>;

// --------------------------------------------------------------- the site: accepting an invitation

/** The link's token: 32 random bytes, base64url. */
export const InvitationToken = z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'the link we e-mailed');

export const InvitationLookupRequest = z.object({ token: InvitationToken }).meta({ id: 'InvitationLookupRequest' });
export const InvitationLookupResponse = z
  .object({ code: z.literal(200), data: z.object({ email: z.string(), name: z.string(), groups: z.array(EmployeeGroupName) }) })
  .meta({ id: 'InvitationLookupResponse' });
export type InvitationLookupResponse = z.infer<typeof InvitationLookupResponse>;

export const AcceptInvitationRequest = z.object({ token: InvitationToken, password: z.string().max(128) }).meta({ id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

export const AcceptInvitationResponse = z.object({ code: z.literal(200), userId: z.string(), message: z.string() }).meta({ id: 'AcceptInvitationResponse' });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;
