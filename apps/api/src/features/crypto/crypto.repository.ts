import type { Database } from '@thwa/db/connection';
import { encryptionKeys } from '@thwa/db/schema';
import { desc, eq, sql } from '@thwa/db/sql';

export interface EncryptionKeyRow {
  kid: string;
  publicJwk: JsonWebKey;
  privateJwk: JsonWebKey;
  createdAt: Date;
}

export type NewEncryptionKey = Omit<EncryptionKeyRow, 'createdAt'>;

/** Serialises first-key creation across nodes; any constant works as long as nothing else uses it. */
const FIRST_KEY_LOCK = sql`hashtextextended('thwa:encryption_keys:first', 0)`;

export function createCryptoRepository(db: Database) {
  const columns = {
    kid: encryptionKeys.kid,
    publicJwk: encryptionKeys.publicJwk,
    privateJwk: encryptionKeys.privateJwk,
    createdAt: encryptionKeys.createdAt,
  };
  /** The jsonb columns are typed unknown; only this repository writes them, always as JWKs. */
  const toRow = (row: { kid: string; publicJwk: unknown; privateJwk: unknown; createdAt: Date }): EncryptionKeyRow => ({
    ...row,
    publicJwk: row.publicJwk as JsonWebKey,
    privateJwk: row.privateJwk as JsonWebKey,
  });

  return {
    /** The key to publish: the newest. The kid breaks a tie so every node picks the same one. */
    async currentKey(): Promise<EncryptionKeyRow | undefined> {
      const [row] = await db.select(columns).from(encryptionKeys).orderBy(desc(encryptionKeys.createdAt), desc(encryptionKeys.kid)).limit(1);
      return row && toRow(row);
    },

    async findKey(kid: string): Promise<EncryptionKeyRow | undefined> {
      const [row] = await db.select(columns).from(encryptionKeys).where(eq(encryptionKeys.kid, kid)).limit(1);
      return row && toRow(row);
    },

    /** Adds a key (rotation); it becomes current, and the older ones stay to open envelopes already sent. */
    async insertKey(row: NewEncryptionKey): Promise<void> {
      await db.insert(encryptionKeys).values(row);
    },

    /**
     * Inserts `row` only if there is no key yet, and answers the current key. Nodes starting together
     * take a transaction-scoped advisory lock first, so exactly one of them creates the first key and
     * all publish the same one.
     */
    async insertFirstKey(row: NewEncryptionKey): Promise<EncryptionKeyRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_KEY_LOCK})`);
        const [existing] = await tx.select(columns).from(encryptionKeys).orderBy(desc(encryptionKeys.createdAt), desc(encryptionKeys.kid)).limit(1);
        if (existing) return toRow(existing);
        const [inserted] = await tx.insert(encryptionKeys).values(row).returning(columns);
        return toRow(inserted!);
      });
    },
  };
}

export type CryptoRepository = ReturnType<typeof createCryptoRepository>;
