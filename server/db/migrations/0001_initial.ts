import type { Dialect } from '../index.js';
import { createIndex, withId, type AnyDb, type Table } from './helpers.js';

/** The first schema: every entity of docs/product.md §3 plus the staff side. */
export function initialSchema(dialect: Dialect) {
  const id = (t: Table): Table => withId(t, dialect);
  const text = (t: Table, name: string): Table => t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  /** A language-prefixed pair: Chinese `name`, English `en_name`. */
  const bilingual = (t: Table, ...names: string[]): Table =>
    names.reduce((acc, name) => text(text(acc, name), `en_${name}`), t);
  const int = (t: Table, name: string, fallback = 0): Table =>
    t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback));
  const time = (t: Table, name: string): Table => t.addColumn(name, 'bigint', (c) => c.notNull());
  const optionalTime = (t: Table, name: string): Table => t.addColumn(name, 'bigint');

  return {
    async up(db: AnyDb): Promise<void> {
      let t: Table = db.schema.createTable('category');
      t = id(t);
      t = int(t, 'parent_id');
      t = t.addColumn('kind', 'text', (c) => c.notNull());
      t = int(t, 'sort');
      t = int(t, 'status', 1);
      t = int(t, 'is_blank');
      for (const name of ['url', 'image', 'images', 'ico_image']) t = text(t, name);
      t = bilingual(t, 'cate_name', 'title', 'summary', 'summary2', 'content');
      t = time(time(t, 'create_time'), 'update_time');
      await t.execute();
      await createIndex(db, 'category_parent', 'category', ['parent_id', 'sort']);
      await createIndex(db, 'category_kind', 'category', ['kind']);

      t = id(db.schema.createTable('tag'));
      t = int(int(t, 'cate_id'), 'sort');
      t = bilingual(t, 'name');
      await t.execute();
      await createIndex(db, 'tag_cate', 'tag', ['cate_id', 'sort']);

      t = id(db.schema.createTable('content_item'));
      t = int(int(int(int(int(t, 'cate_id'), 'type_id'), 'status', 1), 'sort'), 'is_blank');
      for (const name of ['url', 'image', 'images', 'ico_image', 'files', 'download']) t = text(t, name);
      t = bilingual(
        t,
        'title',
        'summary',
        'summary2',
        'content',
        'title_desc',
        'content_title',
        'files_name',
        'download_name',
        'area',
        'customer',
        'product',
        'industry',
        'mediainfo',
        'working_condition',
      );
      t = text(t, 'search_text');
      t = time(time(time(t, 'publish_time'), 'create_time'), 'update_time');
      await t.execute();
      await createIndex(db, 'content_item_list', 'content_item', ['cate_id', 'status', 'publish_time', 'id']);
      await createIndex(db, 'content_item_tag', 'content_item', ['type_id', 'status']);

      await db.schema
        .createTable('content_relation')
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('related_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('content_relation_pk', ['item_id', 'related_id'])
        .execute();

      await db.schema
        .createTable('area_link')
        .addColumn('area_id', 'integer', (c) => c.notNull())
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('area_link_pk', ['area_id', 'list', 'target_id'])
        .execute();

      t = id(db.schema.createTable('product'));
      t = int(int(int(t, 'cate_id'), 'status', 1), 'sort');
      t = text(t, 'no');
      t = bilingual(t, 'title', 'summary', 'content', 'cpxn', 'cpys', 'jgtd');
      t = text(t, 'search_text');
      t = time(time(t, 'create_time'), 'update_time');
      await t.execute();
      await createIndex(db, 'product_list', 'product', ['cate_id', 'status', 'sort', 'id']);

      t = id(db.schema.createTable('product_image'));
      t = text(int(int(t, 'product_id'), 'sort'), 'path');
      await t.execute();
      await createIndex(db, 'product_image_product', 'product_image', ['product_id', 'sort']);

      t = id(db.schema.createTable('product_spec'));
      t = bilingual(int(int(t, 'product_id'), 'sort'), 'name', 'value');
      await t.execute();
      await createIndex(db, 'product_spec_product', 'product_spec', ['product_id', 'sort']);

      t = id(db.schema.createTable('product_file'));
      t = text(int(int(t, 'product_id'), 'sort'), 'path');
      t = bilingual(t, 'files_name', 'summary');
      await t.execute();
      await createIndex(db, 'product_file_product', 'product_file', ['product_id', 'sort']);

      await db.schema
        .createTable('product_link')
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('linked_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('product_link_pk', ['product_id', 'kind', 'linked_id'])
        .execute();

      t = id(db.schema.createTable('job'));
      t = int(int(int(t, 'sort'), 'status', 1), 'peoplenum');
      t = bilingual(t, 'name', 'place', 'experience', 'educational', 'content');
      t = time(time(t, 'create_time'), 'update_time');
      await t.execute();

      await db.schema
        .createTable('site_config')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      t = id(db.schema.createTable('enquiry'));
      t = t.addColumn('m_no', 'text', (c) => c.notNull().unique());
      t = int(int(t, 'type_id', 13), 'status');
      for (const name of ['name', 'company_name', 'phone', 'email', 'duties', 'content', 'lang', 'ip'])
        t = text(t, name);
      t = time(time(t, 'create_time'), 'update_time');
      t = optionalTime(optionalTime(t, 'close_time'), 'read_time');
      await t.execute();
      await createIndex(db, 'enquiry_email', 'enquiry', ['email']);
      await createIndex(db, 'enquiry_status', 'enquiry', ['status', 'create_time']);
      await createIndex(db, 'enquiry_created', 'enquiry', ['create_time']);

      t = id(db.schema.createTable('enquiry_attachment'));
      t = text(int(int(int(t, 'enquiry_id'), 'upload_id'), 'sort'), 'name');
      await t.execute();
      await createIndex(db, 'enquiry_attachment_enquiry', 'enquiry_attachment', ['enquiry_id']);

      t = id(db.schema.createTable('enquiry_message'));
      t = int(t, 'enquiry_id');
      t = t.addColumn('author', 'text', (c) => c.notNull());
      t = t.addColumn('staff_id', 'integer');
      t = time(text(t, 'content'), 'create_time');
      await t.execute();
      await createIndex(db, 'enquiry_message_enquiry', 'enquiry_message', ['enquiry_id', 'create_time']);

      t = id(db.schema.createTable('verification_code'));
      for (const name of ['email', 'code_hash', 'salt', 'ip']) t = text(t, name);
      t = int(t, 'attempts');
      t = optionalTime(time(time(t, 'create_time'), 'expire_time'), 'used_time');
      await t.execute();
      await createIndex(db, 'verification_code_email', 'verification_code', ['email', 'create_time']);

      await db.schema
        .createTable('verified_email')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('verify_time', 'bigint', (c) => c.notNull())
        .execute();

      t = id(db.schema.createTable('faq_feedback'));
      t = int(int(t, 'question_id'), 'type');
      for (const name of ['typename', 'content', 'lang', 'ip']) t = text(t, name);
      t = time(t, 'create_time');
      await t.execute();
      await createIndex(db, 'faq_feedback_question', 'faq_feedback', ['question_id']);
      await createIndex(db, 'faq_feedback_created', 'faq_feedback', ['create_time']);

      t = id(db.schema.createTable('upload'));
      t = t.addColumn('public_id', 'text', (c) => c.notNull().unique());
      for (const name of ['path', 'original_name', 'ext', 'mime', 'ip']) t = text(t, name);
      t = t.addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0));
      t = time(t, 'create_time');
      await t.execute();

      t = id(db.schema.createTable('staff_user'));
      t = t.addColumn('email', 'text', (c) => c.notNull().unique());
      for (const name of ['name', 'password_hash']) t = text(t, name);
      t = t.addColumn('role', 'text', (c) => c.notNull());
      t = int(t, 'status', 1);
      t = time(time(t, 'create_time'), 'update_time');
      await t.execute();

      await db.schema
        .createTable('staff_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'staff_session_staff', 'staff_session', ['staff_id']);

      t = id(db.schema.createTable('audit_log'));
      t = t.addColumn('staff_id', 'integer');
      for (const name of ['action', 'entity', 'entity_id', 'detail']) t = text(t, name);
      t = time(t, 'create_time');
      await t.execute();
      await createIndex(db, 'audit_log_created', 'audit_log', ['create_time']);

      await db.schema
        .createTable('rate_counter')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_counter_pk', ['key', 'window_start'])
        .execute();

      await db.schema
        .createTable('site_state')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
