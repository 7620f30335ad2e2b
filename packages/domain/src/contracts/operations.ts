import { z } from 'zod';
import { OTP_LENGTH } from '../accounts/one-time-codes.ts';
import { EMPLOYEE_GROUPS, OPS_PERMISSIONS } from '../operations/permissions.ts';

/**
 * The operations console's own calls (issue 20, decision 032): opening and leaving a console session,
 * who the employee is in it, and the audit log. Every `/api/ops/*` call but the two that open a session
 * needs the access token and the console session's token (header `console-session`).
 */

export const CONSOLE_SESSION_HEADER = 'console-session';

export const EmployeeGroup = z.enum(EMPLOYEE_GROUPS);
export const OpsPermission = z.enum(OPS_PERMISSIONS);

export const ConsoleCodeResponse = z
  .object({ code: z.literal(200), data: z.object({ sentTo: z.string().describe("the employee's e-mail, masked") }) })
  .meta({ id: 'ConsoleCodeResponse' });

export const ConsoleOpenRequest = z.object({
  otp: z.string().min(OTP_LENGTH).max(20).describe('the code the console sign-in e-mail gave'),
});

/** Who is in the console and what they may do; the web shows only what `permissions` holds. */
export const ConsoleActor = z
  .object({
    userId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    groups: z.array(EmployeeGroup),
    permissions: z.array(OpsPermission),
    idleMinutes: z.number().int().positive().describe('the session ends after this long without a call'),
  })
  .meta({ id: 'ConsoleActor' });
export type ConsoleActor = z.infer<typeof ConsoleActor>;

export const ConsoleOpenResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ token: z.string().describe('send as the console-session header with every /api/ops call; given once'), actor: ConsoleActor }),
  })
  .meta({ id: 'ConsoleOpenResponse' });

export const ConsoleActorResponse = z.object({ code: z.literal(200), data: ConsoleActor }).meta({ id: 'ConsoleActorResponse' });

export const ConsoleClosedResponse = z.object({ code: z.literal(200), data: z.object({ ended: z.literal(true) }) }).meta({ id: 'ConsoleClosedResponse' });

export const AuditLogQuery = z.object({
  targetType: z.string().max(20).optional(),
  targetId: z.string().max(80).optional(),
  actorId: z.string().max(20).optional(),
  beforeId: z.coerce.number().int().positive().optional().describe('the next page: entries older than this id'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actorId: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    address: z.string().nullable(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogResponse = z.object({ code: z.literal(200), data: z.array(AuditEntry).describe('newest first') }).meta({ id: 'AuditLogResponse' });
