import type { Database } from '@thwa/db/connection';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { PeopleMail } from './people-mail.ts';
import type { PeopleRepository } from './people.repository.ts';

/** What the people use cases share (issue 20 item 5). */
export interface PeopleDeps {
  db: Database;
  people: PeopleRepository;
  audit: AuditLogRepository;
  mail: PeopleMail;
  now: () => Date;
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}
