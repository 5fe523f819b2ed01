import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** 128 random bits: the id is the only key to a picture, so it must not be guessable. */
function newImageId(): string {
  return randomBytes(16).toString('base64url');
}

export interface NewImage {
  ownerId: string;
  bytes: Buffer;
  contentType: string;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/** Stores a picture and answers its new id. */
export async function insertImage(db: Executor, image: NewImage): Promise<string> {
  const id = newImageId();
  await db
    .insertInto('images')
    .values({
      id,
      owner_id: image.ownerId,
      content_type: image.contentType,
      byte_size: image.bytes.length,
      bytes: image.bytes,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function findImage(db: Executor, id: string): Promise<StoredImage | undefined> {
  const row = await db.selectFrom('images').select(['bytes', 'content_type']).where('id', '=', id).executeTakeFirst();
  return row && { bytes: Buffer.from(row.bytes), contentType: row.content_type };
}
