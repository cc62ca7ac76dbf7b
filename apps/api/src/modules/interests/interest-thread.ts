import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import { attachFile, insertMessage, touchThread } from './interest-messages-queries.ts';

/**
 * Writes a message of a thread with its attachments, inside the caller's transaction; null
 * when its author already sent it (same client key). An attachment that is not the author's
 * own unused upload for interests refuses the whole message.
 */
export async function writeMessage(
  tx: Db,
  message: {
    interestId: number;
    actor: Actor;
    body: string;
    clientKey: string | null;
    attachments: { path: string }[];
    at: string;
  },
): Promise<number | null> {
  const id = await insertMessage(tx, {
    interestId: message.interestId,
    authorUserId: message.actor.userId,
    body: message.body,
    clientKey: message.clientKey,
    createdAt: message.at,
  });
  if (id === null) return null;
  for (const [position, attachment] of message.attachments.entries()) {
    const attached = await attachFile(tx, {
      messageId: id,
      path: attachment.path,
      uploaderId: message.actor.userId,
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
