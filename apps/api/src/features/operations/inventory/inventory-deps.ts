import type { Database } from '@thwa/db/connection';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { InventoryRepository } from './inventory.repository.ts';

/** What the console's inventory use cases need. */
export interface InventoryDeps {
  db: Database;
  repository: InventoryRepository;
  audit: AuditLogRepository;
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}
