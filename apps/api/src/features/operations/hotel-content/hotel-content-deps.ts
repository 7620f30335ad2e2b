import type { Database } from '@thwa/db/connection';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { HotelContentRepository } from './hotel-content.repository.ts';

/** What the console's hotel content use cases need. */
export interface HotelContentDeps {
  db: Database;
  repository: HotelContentRepository;
  audit: AuditLogRepository;
  now: () => Date;
}

export interface Employee {
  userId: string;
  address: string;
}
