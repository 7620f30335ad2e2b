import type { Database } from '@thwa/db/connection';
import type { OrdersRepository } from '../../orders/orders.repository.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { LoadAttachment, Mailer } from '../../notifications/mailer.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { OrderMessagesRepository } from './order-messages.repository.ts';

export interface OrderMessagesDeps {
  db: Database;
  orders: OrdersService;
  ordersRepository: OrdersRepository;
  messages: OrderMessagesRepository;
  mailer: Mailer;
  loadAttachment: LoadAttachment;
  audit: AuditLogRepository;
  support: { phone: string; email: string; brand: string };
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}
