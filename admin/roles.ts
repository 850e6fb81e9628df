import { STAFF_ROLES } from '#contract/constants.js';

/** Who may use what: admin everything; editor content and configuration; support the inbox. */
export type Role = (typeof STAFF_ROLES)[number];

const CONTENT = [
  'categories',
  'tags',
  'items',
  'products',
  'rating_tables',
  'actuators',
  'valve_actuations',
  'jobs',
  'config',
  'uploads',
  'media',
];
const INBOX = ['enquiries', 'feedback', 'saved_replies'];

export const RESOURCES_OF: Record<Role, readonly string[]> = {
  // business_calendar: the response-time promise, edited on the settings page (admins only).
  admin: [
    ...CONTENT,
    ...INBOX,
    'audit',
    'inbound_mail',
    'staff',
    'webhooks',
    'webhook_deliveries',
    'business_calendar',
  ],
  editor: CONTENT,
  support: INBOX,
};

export function isRole(value: unknown): value is Role {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

export function mayUse(role: Role | undefined, resource: string): boolean {
  return role !== undefined && RESOURCES_OF[role].includes(resource);
}
