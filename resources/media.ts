/**
 * Where an uploaded image's thumbnail is: beside it under thumbs/, as WebP, under /media or the
 * CDN address (MEDIA_BASE_URL) the image has. Shared by the server (which writes it) and the app.
 */
const UPLOADED_IMAGE = /^(\/media\/|https?:\/\/[^\s?#]*\/)images\/([0-9a-f]{2}\/[0-9a-f]{32})\.[a-z0-9]{2,5}$/;

export const thumbKeyOf = (storageKey: string): string => storageKey.replace(/^images\//, 'thumbs/').replace(/\.[a-z0-9]+$/, '.webp');

/** The thumbnail of an uploaded image; any other address is its own thumbnail. */
export const thumbUrlOf = (url: string): string => {
  const match = UPLOADED_IMAGE.exec(url);
  return match ? `${match[1]}thumbs/${match[2]}.webp` : url;
};
