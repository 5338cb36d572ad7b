import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** SQLite and PostgreSQL spell an auto-increment key and a double differently; nothing else differs. */
export function initialMigration(dialect: 'sqlite' | 'postgres'): Migration {
  const pg = dialect === 'postgres';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const double = pg ? sql`double precision` : sql`real`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, id)
        .addColumn('firebase_uid', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('picture_key', 'text')
        .addColumn('picture_url', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('listings')
        .addColumn('id', idType, id)
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('rent', double, (c) => c.notNull())
        .addColumn('term', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('bedrooms', 'integer', (c) => c.notNull())
        .addColumn('bathrooms', 'integer', (c) => c.notNull())
        .addColumn('square_feet', 'integer', (c) => c.notNull())
        .addColumn('roommates', 'integer', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('aptnumber', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zipcode', 'text', (c) => c.notNull())
        .addColumn('lat', double, (c) => c.notNull())
        .addColumn('lon', double, (c) => c.notNull())
        .addColumn('amenities', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listings_owner_idx').on('listings').column('owner_id').execute();
      await db.schema
        .createIndex('listings_public_idx')
        .on('listings')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('listing_images')
        .addColumn('id', idType, id)
        .addColumn('listing_id', 'integer', (c) =>
          c.notNull().references('listings.id').onDelete('cascade'),
        )
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addUniqueConstraint('listing_images_name_uq', ['listing_id', 'file_name'])
        .execute();

      await db.schema
        .createTable('saved_listings')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('listing_id', 'integer', (c) =>
          c.notNull().references('listings.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_listings_pk', ['user_id', 'listing_id'])
        .execute();
      await db.schema
        .createIndex('saved_listings_listing_idx')
        .on('saved_listings')
        .column('listing_id')
        .execute();

      await db.schema
        .createTable('conversations')
        .addColumn('id', idType, id)
        .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
        .addColumn('listing_title', 'text', (c) => c.notNull())
        .addColumn('requester_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('lister_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_activity_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('conversations_listing_requester_uq', ['listing_id', 'requester_id'])
        .execute();
      await db.schema
        .createIndex('conversations_requester_idx')
        .on('conversations')
        .column('requester_id')
        .execute();
      await db.schema
        .createIndex('conversations_lister_idx')
        .on('conversations')
        .column('lister_id')
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', idType, id)
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('client_message_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('messages_client_id_uq', [
          'conversation_id',
          'sender_id',
          'client_message_id',
        ])
        .execute();
      await db.schema
        .createIndex('messages_conversation_idx')
        .on('messages')
        .columns(['conversation_id', 'id'])
        .execute();

      await db.schema
        .createTable('conversation_states')
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('conversation_states_pk', ['conversation_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('contact_inquiries')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('inquiry_type', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .execute();

      await db.schema
        .createTable('geocode_cache')
        .addColumn('query', 'text', (c) => c.primaryKey())
        .addColumn('lat', double)
        .addColumn('lon', double)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('app_state')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
