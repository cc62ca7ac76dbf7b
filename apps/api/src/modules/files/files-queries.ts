import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { files } from '../../db/schema/index.ts';

export async function insertFile(db: Db, file: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(file);
}

export async function deleteFileByPath(db: Db, path: string): Promise<void> {
  await db.delete(files).where(eq(files.path, path));
}

/** What serving a stored file needs to know about it. */
export async function findFileByPath(db: Db, path: string) {
  const [file] = await db
    .select({ mimeType: files.mimeType, size: files.size, originalName: files.originalName })
    .from(files)
    .where(eq(files.path, path));
  return file;
}
