import type { Database } from '@thwa/db/connection';
import { savedTravelers } from '@thwa/db/schema';
import { and, asc, eq, sql } from '@thwa/db/sql';

export type SavedTravelerRow = typeof savedTravelers.$inferSelect;
export type SavedTravelerWrite = Omit<typeof savedTravelers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Saved travellers. Every statement names the owner, so no call can read or change another user's row. */
export function createTravelersRepository(db: Database) {
  return {
    async listOf(userId: string): Promise<SavedTravelerRow[]> {
      return db.select().from(savedTravelers).where(eq(savedTravelers.userId, userId)).orderBy(asc(savedTravelers.createdAt), asc(savedTravelers.id));
    },

    /**
     * Adds the traveller, or replaces the caller's own traveller with this id (spec §3 uuid rule), in one
     * statement. A row with this id that belongs to someone else is left alone: undefined is answered.
     */
    async upsert(userId: string, id: string, values: SavedTravelerWrite): Promise<SavedTravelerRow | undefined> {
      const [row] = await db
        .insert(savedTravelers)
        .values({ ...values, id, userId })
        .onConflictDoUpdate({ target: savedTravelers.id, set: { ...values, updatedAt: new Date() }, setWhere: sql`${savedTravelers.userId} = ${userId}` })
        .returning();
      return row;
    },

    async update(userId: string, id: string, values: SavedTravelerWrite): Promise<SavedTravelerRow | undefined> {
      const [row] = await db
        .update(savedTravelers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(savedTravelers.id, id), eq(savedTravelers.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedTravelers)
        .where(and(eq(savedTravelers.id, id), eq(savedTravelers.userId, userId)))
        .returning({ id: savedTravelers.id });
      return deleted.length > 0;
    },
  };
}

export type TravelersRepository = ReturnType<typeof createTravelersRepository>;
