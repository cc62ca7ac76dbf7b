import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Actor } from './actor.ts';
import type { ChangeFeed } from './change-feed.ts';

type Answer = { etag: string; json: Buffer; gzip: Buffer | null };

const COMPRESS_FROM_BYTES = 1024;

/**
 * The finished answers of list requests, per caller and URL: written, compressed and tagged
 * once, then served from memory (or as 304 Not Modified) until something the answer shows
 * changes. A change to anything lists show drops every answer; a favourite drops only its
 * user's answers. The database announces both on commit (migration 0007).
 */
export function createAnswerCache(
  changes: ChangeFeed,
  options: { ttlMs?: number; maxBytes?: number } = {},
) {
  const answers = new LRUCache<string, Answer>({
    maxSize: options.maxBytes ?? 64 * 2 ** 20,
    sizeCalculation: (answer) => answer.json.length + (answer.gzip?.length ?? 0),
    ttl: options.ttlMs ?? 60_000,
  });
  // An answer written while a change committed must not be kept.
  let generation = 0;
  changes.subscribe((change) => {
    if (change.topic === 'lists' || change.topic === 'resync') {
      generation++;
      answers.clear();
    } else if (change.topic === 'favorites') {
      generation++;
      for (const key of answers.keys()) {
        if (key.startsWith(`${change.userId}|`)) answers.delete(key);
      }
    }
  });

  function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
    reply.header('vary', 'accept-encoding, authorization');
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (answer.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(answer.gzip);
    }
    return reply.send(answer.json);
  }

  return {
    /** Answers from memory, or runs `produce` and keeps its written answer. */
    async serve<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      actor: Actor,
      produce: () => Promise<T>,
      write: (data: T) => string,
    ) {
      const key = `${actor.userId}|${scopeOf(actor)}|${request.url}`;
      const hit = answers.get(key);
      if (hit) return send(request, reply, hit);
      const readGeneration = generation;
      const json = Buffer.from(write(await produce()));
      const answer: Answer = {
        etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
        json,
        gzip: json.length >= COMPRESS_FROM_BYTES ? gzipSync(json) : null,
      };
      if (readGeneration === generation) answers.set(key, answer);
      return send(request, reply, answer);
    },
  };
}

/** What besides the user decides an answer: the edit rights come from the customer and roles. */
function scopeOf(actor: Actor): string {
  const { customer } = actor;
  return [
    actor.customerId,
    customer.type,
    customer.cityId,
    customer.stateId,
    actor.roles.join(','),
    actor.canEditProposals,
  ].join('|');
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
