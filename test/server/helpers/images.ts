/** Real files for upload tests, made on the spot: small images by sharp, a tiny MP4 header. */
import sharp from 'sharp';

export const pngBytes = (width = 40, height = 30, colour = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

export const jpegBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();

/** An MP4 as a sniffer sees it: an `ftyp` box, then media data. */
export const mp4Bytes = (size = 4096): Buffer => {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
};

/** A multipart/form-data body with one part per file, all under `field`. */
export const multipart = (parts: { filename: string; content: Buffer; type?: string; field?: string }[]) => {
  const boundary = `----showrunner${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
