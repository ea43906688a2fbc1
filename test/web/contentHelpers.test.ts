/** The pure helpers behind the content screens: durations, transfer speed, batch rows, model measures, form validation. */
import { describe, expect, it } from 'vitest';
import { models } from '../../resources/models/schema.ts';
import { ageOn, toCentimetres, toKilograms } from '../../resources/models/measures.ts';
import { fromFileName, rowsFromText } from '../../resources/videos/batch/batchRows.ts';
import { videos } from '../../resources/videos/schema.ts';
import { thumbUrlOf } from '../../resources/media.ts';
import { formValidator, toPayload } from '../../src/generic/formValues.ts';
import { parseDuration } from '../../src/media/DurationInput.tsx';
import { createRateMeter, formatBytes, formatDuration } from '../../src/media/transfer.ts';

const translate = (key: string) => key;

describe('durations and transfers', () => {
  it('shows seconds as h:mm:ss and reads them back', () => {
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(61)).toBe('1:01');
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('an hour')).toBe('an hour');
    // Minutes and seconds past 59 are no duration: kept as text for the schema to refuse.
    expect(parseDuration('1:99')).toBe('1:99');
    expect(parseDuration('1:60:00')).toBe('1:60:00');
    expect(parseDuration('1:59:59')).toBe(7199);
  });

  it('measures speed over the last seconds and the time left', () => {
    let now = 0;
    const meter = createRateMeter(() => now);
    meter(0, 10_000_000);
    now = 2000;
    const t = meter(4_000_000, 10_000_000);
    expect(t).toMatchObject({ percent: 40, bytesPerSecond: 2_000_000, secondsLeft: 3 });
    expect(formatBytes(t.bytesPerSecond)).toBe('1.9 MB');
  });
});

describe('batch rows', () => {
  it('take serial number and title from a file name', () => {
    expect(fromFileName('My Film_01.final.mp4')).toEqual({ serialNumber: 'MY-FILM_01.FINAL', title: 'My Film 01 final' });
    expect(fromFileName('SR-2024-001 Harbour Lights.mp4')).toEqual({ serialNumber: 'SR-2024-001', title: 'Harbour Lights' });
    expect(fromFileName('SR-2024-001 - Harbour Lights.mov')).toEqual({ serialNumber: 'SR-2024-001', title: 'Harbour Lights' });
    expect(fromFileName('SR-2024-001_Harbour_Lights.mkv')).toEqual({ serialNumber: 'SR-2024-001', title: 'Harbour Lights' });
    expect(fromFileName('SR-2024-001.mp4')).toEqual({ serialNumber: 'SR-2024-001', title: '' });
  });

  it('take pasted lines split by tab or comma, titles keeping their commas', () => {
    expect(rowsFromText('SR-1\tNight train\n\n SR-2, Rain, again \n').map((r) => [r.serialNumber, r.title])).toEqual([
      ['SR-1', 'Night train'],
      ['SR-2', 'Rain, again'],
    ]);
  });
});

describe('model measures', () => {
  it('give centimetres, kilograms and the age', () => {
    expect(toCentimetres(5, 7)).toBe(170);
    expect(toKilograms(121)).toBe(54.9);
    expect(ageOn('1998-04-12', new Date('2026-04-11T12:00:00Z'))).toBe(27);
    expect(ageOn('1998-04-12', new Date('2026-04-12T12:00:00Z'))).toBe(28);
    expect(ageOn(null)).toBeNull();
  });
});

describe('content forms', () => {
  it('send gallery photos as ids in their order, and never the read-only status', () => {
    const payload = toPayload(videos, { serialNumber: 'A', status: 'published', gallery: [{ id: 7 }, { id: 3 }], tags: [2] });
    expect(payload).toEqual({ serialNumber: 'A', gallery: [7, 3], tags: [2] });
  });

  it('refuse a social link that is not http(s), mailto or tel, under its field', () => {
    const validate = formValidator(models, models.ZCreate, translate);
    expect(validate({ name: 'A', socialLinks: [{ platform: 'x', url: 'javascript:alert(1)' }] })).toEqual({ socialLinks: [{ url: 'validation.link' }] });
    expect(validate({ name: 'A', socialLinks: [{ platform: 'x', url: 'https://x.com/a' }] })).toEqual({});
  });

  it('put a social link’s error under its own row and column, not under the first row or the list', () => {
    const validate = formValidator(models, models.ZCreate, translate);
    const links = [
      { platform: 'x', url: 'https://x.com/a' },
      { platform: 'instagram', url: 'https://instagram.com/a' },
      { platform: 'nowhere', url: 'ftp://a' },
    ];
    expect(validate({ name: 'A', socialLinks: links })).toEqual({ socialLinks: [{}, {}, { platform: 'validation.enum', url: 'validation.link' }] });
  });

  it('refuse a serial number that cannot be a key and a duration out of range, with the declared messages', () => {
    const validate = formValidator(videos, videos.ZCreate, translate);
    expect(validate({ serialNumber: 'SR 1/2' })).toEqual({ serialNumber: 'validation.alternate_key' });
    expect(validate({ serialNumber: 'SR-1', videoDuration: 400_000 })).toEqual({ videoDuration: 'validation.duration' });
    expect(validate({ serialNumber: 'SR-1', videoDuration: '1:99' })).toEqual({ videoDuration: 'validation.duration' });
    expect(validate({ serialNumber: 'SR-1.a_b', videoDuration: 3723 })).toEqual({});
  });

  it('find an uploaded image’s thumbnail beside it', () => {
    expect(thumbUrlOf('/media/images/ab/0123456789abcdef0123456789abcdef.png')).toBe('/media/thumbs/ab/0123456789abcdef0123456789abcdef.webp');
    expect(thumbUrlOf('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});
