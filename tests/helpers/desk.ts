import { expect } from 'vitest';
import type { StaffRole } from '#server/db/schema.js';
import type { TestApp } from './app.js';
import { markVerified } from './app.js';
import { client } from './http.js';
import { PASSWORD, type StaffClient } from './staff.js';

/** The sales desk's test helpers: staff with coverage, and enquiries routed as a visitor's are. */

interface CoverageInput {
  takes_enquiries?: 0 | 1;
  cover_langs?: string[];
  cover_countries?: string[];
  cover_families?: number[];
  status?: 0 | 1;
}

let counter = 0;

/** A staff user made and given coverage by an admin through the staff API; answers id and e-mail. */
export async function deskUser(admin: StaffClient, role: StaffRole, coverage: CoverageInput = {}) {
  const email = `desk${++counter}-${role}@mapleriver-controls.example`;
  const made = await admin.post<{ id: number }>('/staff', {
    email,
    name: `Desk ${role} ${counter}`,
    role,
    password: PASSWORD,
  });
  expect(made.status).toBe(201);
  const changed = await admin.put(`/staff/${made.body.id}`, { takes_enquiries: 1, ...coverage });
  expect(changed.status).toBe(200);
  return { id: made.body.id, email, name: `Desk ${role} ${counter}` };
}

/** Nobody takes new enquiries: each test starts its own desk. */
export async function clearDesk(t: TestApp): Promise<void> {
  await t.database.db.updateTable('staff_user').set({ takes_enquiries: 0 }).execute();
}

/** An enquiry's id from its case number. */
export async function enquiryIdOf(t: TestApp, mNo: string): Promise<number> {
  const { id } = await t.database.db
    .selectFrom('enquiry')
    .select('id')
    .where('m_no', '=', mNo)
    .executeTakeFirstOrThrow();
  return id;
}

let visitors = 0;

/** An enquiry through the public form by a verified visitor; answers its id, case number and e-mail. */
export async function visitorEnquiry(
  t: TestApp,
  support: StaffClient,
  lang: 'en' | 'zh' = 'en',
  content = 'We need six DN150 Class 600 globe valves.',
) {
  const email = `buyer${++visitors}@example.com`;
  await markVerified(t.app, email, t.clock.now);
  const sent = await client(t.app).post<string>(
    '/api/leavemessage/postAdvise',
    {
      type_id: 13,
      name: lang === 'zh' ? '王工' : 'Erin Walsh',
      company_name: 'Northshore Pulp Ltd.',
      phone: '+1 604 555 0199',
      email,
      duties: 'Planner',
      content,
    },
    { lang, ip: `10.9.${Math.floor(visitors / 200)}.${visitors % 200}` },
  );
  expect(sent.body.code).toBe(1);
  const [row] = (
    await support.get<{ id: number; assignee_id: number | null }[]>('/enquiries', {
      filter: { m_no: sent.body.data },
    })
  ).body;
  return { id: row!.id, mNo: sent.body.data, email, assignee_id: row!.assignee_id };
}

/**
 * An enquiry saved with a country and linked products of some families (the parts other desk
 * features fill in), then routed by the call a submission makes. Answers its id and assignee.
 */
export async function routedEnquiry(
  t: TestApp,
  { lang = 'en', country = '', families = [] }: { lang?: string; country?: string; families?: number[] },
) {
  const { db } = t.database;
  const now = t.clock.now;
  const { id } = await db
    .insertInto('enquiry')
    .values({
      m_no: `MR000000-T${++visitors}`,
      type_id: 13,
      status: 0,
      name: 'Jonas Weber',
      company_name: 'Rheinwerk Chemie',
      phone: '+49 30 5550199',
      email: `buyer${visitors}@example.com`,
      duties: 'Buyer',
      content: 'Control valves for a steam line',
      lang,
      country,
      ip: '10.1.1.1',
      create_time: now,
      update_time: now,
      close_time: null,
      read_time: null,
      mail_rejection: null,
      mail_rejection_time: null,
      quote_quantity: null,
      assignee_id: null,
      due_time: null,
      first_response_time: null,
      first_response_minutes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (families.length)
    await db
      .insertInto('enquiry_item')
      .values(
        families.map((family_id, sort) => ({
          enquiry_id: id,
          sort,
          kind: 'product' as const,
          ref_id: 1,
          model: `MR-${family_id}`,
          title: 'Globe control valve',
          family_id,
        })),
      )
      .execute();
  const assignee = await t.app.services.desk.routing.assignNew(id);
  return { id, assignee_id: assignee?.id ?? null };
}
