import { z } from 'zod';
import { commonFilters, type ListRules } from './records.js';

/** What a webhook may receive: a new enquiry, a visitor's comment, a closed enquiry. */
export const WEBHOOK_EVENTS = ['enquiry.created', 'enquiry.commented', 'enquiry.closed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of the console's "Send test event": sent to one webhook, whatever it receives. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Where a delivery stands: delivered, waiting for an attempt, or given up. */
export const DELIVERY_STATES = ['delivered', 'waiting', 'given_up'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const wholeNumber = z.coerce.number().int().optional();

/** The staff lists of webhooks and their deliveries: filters, sortable fields, default order. */
export const WEBHOOK_LISTS = {
  webhooks: {
    filter: z.object({ ...commonFilters, active: wholeNumber }),
    sortable: ['id', 'url', 'active', 'create_time', 'update_time'] as const,
    defaultSort: { field: 'id', order: 'ASC' } as const,
  },
  webhook_deliveries: {
    filter: z.object({
      id: commonFilters.id,
      webhook_id: wholeNumber,
      state: z.enum(DELIVERY_STATES).optional(),
    }),
    sortable: ['id', 'create_time', 'attempts', 'delivered_time'] as const,
    defaultSort: { field: 'create_time', order: 'DESC' } as const,
  },
} satisfies Record<string, ListRules>;

/** A webhook as the console shows it: its secret never, only a hint of its end. */
export interface WebhookRecord {
  id: number;
  url: string;
  /** The events it receives. */
  events: string[];
  description: string;
  active: number;
  secret_hint: string;
  create_time: number;
  update_time: number;
}

/** A delivery of the log: how it went, without the payload it carries. */
export interface DeliveryRecord {
  id: number;
  webhook_id: number;
  event: string;
  /** Unique per event; receivers use it to drop repeats. */
  event_id: string;
  /** The case number the event is about. */
  ref: string;
  attempts: number;
  /** When it is due again; null once delivered or given up. */
  next_attempt_time: number | null;
  /** The receiver's HTTP status of the last attempt; null when it did not answer. */
  last_status: number | null;
  last_error: string;
  create_time: number;
  delivered_time: number | null;
  state: DeliveryState;
}
