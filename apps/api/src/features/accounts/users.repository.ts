import type { Database } from '@thwa/db/connection';
import { authSessions, orderItems, orders, savedTravelers, tickets, users } from '@thwa/db/schema';
import { and, asc, eq, inArray, isNull, ne, sql } from '@thwa/db/sql';
import type { Identifier } from '@thwa/domain/accounts/identifier';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, 'userId' | 'userCode' | 'realm' | 'email' | 'phoneCode' | 'phoneNumber' | 'firstName' | 'lastName' | 'passwordHash' | 'status' | 'language' | 'mainAgentId' | 'notificationChannel' | 'emailVerifiedAt'>;
export type ProfilePatch = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'language' | 'notificationChannel' | 'email' | 'phoneCode' | 'phoneNumber' | 'emailVerifiedAt'>>;

/** The unique email or phone of another account was hit (23505): the caller answers ACCOUNT_EXISTS. */
export class IdentifierTaken extends Error {
  constructor() {
    super('identifier taken');
    this.name = 'IdentifierTaken';
  }
}

function isUniqueViolation(error: unknown): boolean {
  const codes = [(error as { code?: unknown })?.code, (error as { cause?: { code?: unknown } })?.cause?.code];
  return codes.includes('23505');
}

async function uniqueOrThrow<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new IdentifierTaken();
    throw error;
  }
}

function byIdentifier(identifier: Identifier) {
  return identifier.kind === 'email'
    ? eq(users.email, identifier.email)
    : and(eq(users.phoneCode, identifier.phoneCode), eq(users.phoneNumber, identifier.phoneNumber));
}

const PERSONAL_TRAVELLER_KEYS = sql`array['firstName', 'middleName', 'lastName', 'dateOfBirth', 'nationality', 'passportNumber', 'passportExpiry', 'divisionCode', 'townshipCode', 'nrcType', 'nrcNumber', 'city', 'email', 'phoneCode', 'phoneNumber']`;

/** An order item's trip without what it says of people, as its product forgets it (ProductModule.forget). */
export type ForgetTrip = (productType: number, trip: OrderTrip) => OrderTrip;

export function createUsersRepository(db: Database) {
  return {
    /** The account an email or phone names; a deleted account has neither, so it is never found. */
    async findByIdentifier(identifier: Identifier): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byIdentifier(identifier)).limit(1);
      return row;
    },

    async findById(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
      return row;
    },

    /** Throws IdentifierTaken when the email or phone already has an account. */
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await uniqueOrThrow(db.insert(users).values(user).returning());
      return row!;
    },

    /** The status of each of these accounts that exists (deleted ones too), by id. */
    async statusesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select({ userId: users.userId, status: users.status }).from(users).where(inArray(users.userId, [...userIds]));
      return new Map(rows.map((row) => [row.userId, row.status]));
    },

    /**
     * Inserts the account unless its id, email or phone is already taken, and never changes an existing
     * row: true when this call created it. Safe when several nodes start at once.
     */
    async insertIfAbsent(user: NewUser): Promise<boolean> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning({ userId: users.userId });
      return rows.length > 0;
    },

    /** A registration over a passwordless guest record (or a pending one never activated): the same row becomes the account. */
    async completePending(userId: string, values: Pick<NewUser, 'firstName' | 'lastName' | 'passwordHash' | 'language' | 'email' | 'phoneCode' | 'phoneNumber'>, now: Date): Promise<UserRow | undefined> {
      const [row] = await uniqueOrThrow(
        db
          .update(users)
          .set({ ...values, updatedAt: now })
          .where(and(eq(users.userId, userId), eq(users.status, 'pending')))
          .returning(),
      );
      return row;
    },

    async activate(userId: string, verifiedEmail: boolean, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ status: 'active', updatedAt: now, ...(verifiedEmail ? { emailVerifiedAt: now } : {}) })
        .where(and(eq(users.userId, userId), eq(users.status, 'pending')))
        .returning();
      return row;
    },

    async setPasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(and(eq(users.userId, userId), ne(users.status, 'deleted')));
    },

    /** Throws IdentifierTaken when a new email or phone belongs to another account. */
    async updateProfile(userId: string, patch: ProfilePatch, now: Date): Promise<UserRow | undefined> {
      const [row] = await uniqueOrThrow(
        db
          .update(users)
          .set({ ...patch, updatedAt: now })
          .where(and(eq(users.userId, userId), ne(users.status, 'deleted')))
          .returning(),
      );
      return row;
    },

    /**
     * Deletes an account in one transaction: credentials and personal data gone (the row stays, orders
     * point at it), saved travellers deleted, every session ended, and the personal fields of its past
     * orders replaced: the contact and travellers, what each item's trip says of people (`forgetTrip`)
     * and the stored documents that name them. Amounts, statuses and ids stay for the accounts.
     */
    async deleteAccount(userId: string, now: Date, forgetTrip: ForgetTrip = (_productType, trip) => trip): Promise<{ ordersAnonymised: number }> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: null,
            phoneCode: null,
            phoneNumber: null,
            firstName: null,
            lastName: null,
            passwordHash: null,
            emailVerifiedAt: null,
            status: 'deleted',
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(users.userId, userId));
        await tx.delete(savedTravelers).where(eq(savedTravelers.userId, userId));
        await tx.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
        // One statement for every order: the contact becomes a placeholder that reaches nobody, and each
        // traveller keeps only what the accounts and the ticket layout need (uuid, type, gender).
        const anonymised = await tx
          .update(orders)
          .set({
            contactEmail: sql`'deleted-' || lower(${orders.orderId}) || '@deleted.invalid'`,
            contact: sql`jsonb_build_object('contactName', 'Deleted user', 'email', 'deleted-' || lower(${orders.orderId}) || '@deleted.invalid', 'phoneCode', '95', 'phoneNumber', '')`,
            travellers: sql`coalesce((select jsonb_agg((t - ${PERSONAL_TRAVELLER_KEYS}) || jsonb_build_object('firstName', 'DELETED', 'lastName', 'DELETED')) from jsonb_array_elements(${orders.travellers}) as t), '[]'::jsonb)`,
            updatedAt: now,
          })
          .where(eq(orders.userId, userId))
          .returning({ orderId: orders.orderId });
        const orderIds = anonymised.map((order) => order.orderId);
        if (orderIds.length > 0) {
          // What each item says of people, as its product forgets it; and the documents, which name them.
          const items = await tx.select({ orderId: orderItems.orderId, itemNo: orderItems.itemNo, productType: orderItems.productType, trip: orderItems.trip }).from(orderItems).where(inArray(orderItems.orderId, orderIds));
          for (const item of items) {
            await tx.update(orderItems).set({ trip: forgetTrip(item.productType, item.trip), updatedAt: now }).where(and(eq(orderItems.orderId, item.orderId), eq(orderItems.itemNo, item.itemNo)));
          }
          await tx.delete(tickets).where(inArray(tickets.orderId, orderIds));
        }
        return { ordersAnonymised: anonymised.length };
      });
    },

    /** An agent's sub-agents, oldest first; with `subAgentId` only that one, and only if it is theirs. */
    async subAgentsOf(agentId: string, subAgentId?: string): Promise<UserRow[]> {
      const mine = and(eq(users.mainAgentId, agentId), eq(users.userCode, 'SGT'), ne(users.status, 'deleted'));
      return db
        .select()
        .from(users)
        .where(subAgentId ? and(mine, eq(users.userId, subAgentId)) : mine)
        .orderBy(asc(users.createdAt), asc(users.userId));
    },

    /** Changes a sub-agent only when it belongs to `agentId`: another agent's sub-agent is untouched (undefined). */
    async updateSubAgent(agentId: string, subAgentId: string, patch: ProfilePatch & { status?: 'active' | 'deactivated'; passwordHash?: string }, now: Date): Promise<UserRow | undefined> {
      const [row] = await uniqueOrThrow(
        db
          .update(users)
          .set({ ...patch, updatedAt: now })
          .where(and(eq(users.userId, subAgentId), eq(users.mainAgentId, agentId), eq(users.userCode, 'SGT'), ne(users.status, 'deleted')))
          .returning(),
      );
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
