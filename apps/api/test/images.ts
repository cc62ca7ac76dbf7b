import { crc32 } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that declares `width`×`height` in its header: a few dozen bytes, whatever the size. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from('78da63000000010001', 'hex')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * A JPEG that declares `width`×`height` in its frame header, placed after an EXIF segment of
 * `exifBytes` (cameras write tens of kilobytes of EXIF and thumbnail before it).
 * `withFrame: false` leaves the frame header out, so the dimensions cannot be read.
 */
export function jpegDeclaring(
  width: number,
  height: number,
  { exifBytes = 64, withFrame = true }: { exifBytes?: number; withFrame?: boolean } = {},
): Buffer {
  const exif = Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), Buffer.alloc(exifBytes)]);
  const frame = Buffer.alloc(6);
  frame.writeUInt8(8, 0);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.writeUInt8(0, 5);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe1, exif),
    ...(withFrame ? [jpegSegment(0xc0, frame)] : []),
    Buffer.alloc(withFrame ? 256 : 2048, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}
