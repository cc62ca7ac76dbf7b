import type { Db } from '../../db/database.ts';
import { invalidInput } from '../../lib/errors.ts';
import { attachFile, insertMessage, touchThread } from './interest-messages-queries.ts';

/**
 * Writes a message of a thread with its attachments, inside the caller's transaction; null
 * when its author already sent it (same client key). An attachment that is not the author's
 * own unused upload for interests refuses the whole message. An author of null is someone
 * outside the product (a showcase's visitor), who attaches nothing here.
 */
export async function writeMessage(
  tx: Db,
  message: {
    interestId: number;
    authorUserId: number | null;
    body: string;
    clientKey: string | null;
    attachments: { path: string }[];
    at: string;
  },
): Promise<number | null> {
  const id = await insertMessage(tx, {
    interestId: message.interestId,
    authorUserId: message.authorUserId,
    body: message.body,
    clientKey: message.clientKey,
    createdAt: message.at,
  });
  if (id === null) return null;
  for (const [position, attachment] of message.attachments.entries()) {
    const attached = await attachFile(tx, {
      messageId: id,
      path: attachment.path,
      uploaderId: message.authorUserId ?? 0,
      position,
    });
    if (!attached) {
      throw invalidInput(
        { [`attachments.${position}`]: 'Anexo não encontrado: envie o arquivo novamente.' },
        'Anexo inválido.',
      );
    }
  }
  await touchThread(tx, message.interestId, message.at);
  return id;
}
