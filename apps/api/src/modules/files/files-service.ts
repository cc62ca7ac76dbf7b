import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { detectFileKind, MESSAGES, UPLOAD_MAX_IMAGE_PIXELS } from '@oportuna/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/errors.ts';
import { EXTENSION_BY_MIME, UPLOAD_RULES, type UploadPurpose } from '../../lib/upload-rules.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { FileStorage } from './file-storage.ts';
import type { FileUrls } from './file-urls.ts';
import { deleteFileByPath, findFileByPath, insertFile } from './files-queries.ts';
import { imageDimensions } from './image-dimensions.ts';
import { createUploadReader } from './upload-reader.ts';

const tooLarge = (maxBytes: number) =>
  new DomainError('payload_too_large', MESSAGES.upload.tooLargeFor(maxBytes), 'file_too_large');

/** The opening bytes the type and an image's dimensions are read from (JPEG: after its EXIF). */
const HEAD_BYTES = 512 * 1024;

/** An image too large to decode safely is refused before a byte of it is stored. */
function checkDimensions(head: Buffer) {
  const dimensions = imageDimensions(head);
  if (!dimensions) {
    throw new DomainError(
      'unsupported_media_type',
      MESSAGES.upload.imageUnreadable,
      'image_unreadable',
    );
  }
  if (dimensions.width * dimensions.height > UPLOAD_MAX_IMAGE_PIXELS) {
    throw new DomainError('payload_too_large', MESSAGES.upload.imageTooLarge, 'image_too_large');
  }
}

/** Uploads: type decided from the bytes, size limited per purpose, stored under a new key. */
export function createFilesService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  audit: AuditService;
  urls: FileUrls;
}) {
  const { db, clock, storage, audit, urls } = deps;

  /** Streams one upload to storage for `uploader`; refused uploads leave nothing behind. */
  async function storeAs(
    uploader: { userId: number | null; customerId: number | null; ip?: string },
    upload: { content: Readable; originalName: string; purpose: UploadPurpose },
  ) {
    const rule = UPLOAD_RULES[upload.purpose];
    const reader = createUploadReader(upload.content, {
      maxBytes: rule.maxBytes,
      tooLarge: () => tooLarge(rule.maxBytes),
    });
    const head = await reader.head(HEAD_BYTES);
    const detected = await fileTypeFromBuffer(head);
    if (!detected || !rule.mimeTypes.includes(detected.mime)) {
      throw new DomainError(
        'unsupported_media_type',
        `Tipo de arquivo não permitido. Envie ${rule.typesLabel}.`,
        'unsupported_file_type',
      );
    }
    if (detected.mime.startsWith('image/')) checkDimensions(head);
    const now = clock.now();
    const extension = EXTENSION_BY_MIME[detected.mime] as string;
    const id = randomUUID();
    const path = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${extension}`;
    const originalName = upload.originalName.slice(0, 255) || `arquivo.${extension}`;
    await storage.put(path, reader.body());
    const size = reader.size();
    try {
      await insertFile(db, {
        id,
        path,
        originalName,
        mimeType: detected.mime,
        size,
        kind: detectFileKind({ mimeType: detected.mime, name: originalName }) ?? 'image',
        purpose: upload.purpose,
        sha256: reader.sha256(),
        customerId: uploader.customerId,
        uploadedByUserId: uploader.userId,
        createdAt: now.toISOString(),
      });
    } catch (error) {
      await storage.remove(path);
      throw error;
    }
    await audit.record(uploader, {
      action: 'file.uploaded',
      description: `Enviou o arquivo ${originalName}`,
      metadata: { path, size },
    });
    return { file: { original_name: originalName, path }, url: urls.url(path) };
  }

  return {
    /** Streams one upload to storage; refused uploads leave nothing behind. */
    async store(
      actor: Actor,
      upload: {
        content: Readable;
        originalName: string;
        purpose: UploadPurpose;
        customerId: number | null;
      },
    ) {
      if (
        upload.customerId !== null &&
        upload.customerId !== actor.customerId &&
        !isSuperAdminActor(actor)
      ) {
        throw new DomainError(
          'forbidden',
          'Você só pode enviar arquivos para o seu cliente.',
          'forbidden',
        );
      }
      return storeAs(
        { userId: actor.userId, customerId: upload.customerId ?? actor.customerId },
        upload,
      );
    },

    /**
     * An attachment of a showcase submission: sent by no user, kept for the locality's
     * customer, with the opportunity limits (5 MB, JPEG or PNG).
     */
    storeForShowcase(
      upload: { content: Readable; originalName: string },
      owner: { customerId: number; ip: string },
    ) {
      return storeAs(
        { userId: null, customerId: owner.customerId, ip: owner.ip },
        { ...upload, purpose: 'proposal' },
      );
    },

    /** Takes back an upload its own request went on to refuse. */
    async discard(path: string) {
      await deleteFileByPath(db, path);
      await storage.remove(path);
    },

    /** A stored file, only at a signed address that is still good; null otherwise, as if missing. */
    async open(path: string, signature: { exp?: string; sig?: string }) {
      const secondsLeft = urls.secondsLeft(path, signature.exp, signature.sig);
      if (secondsLeft === 0) return null;
      const file = await findFileByPath(db, path);
      if (!file) return null;
      const stream = storage.open(path);
      return stream
        ? {
            stream,
            mimeType: file.mimeType,
            size: file.size,
            originalName: file.originalName,
            secondsLeft,
          }
        : null;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
