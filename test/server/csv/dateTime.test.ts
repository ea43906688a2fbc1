/** Instants in a CSV are written in the reader's zone as the zone's rules say, across every change of offset, without asking Intl per cell. */
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvDateTimeOfText } from '../../../server/csv/csv.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
const byIntl = (value: Date, timeZone: string) => {
  if (!formats.has(timeZone)) formats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }));
  const parts = Object.fromEntries(formats.get(timeZone)!.formatToParts(value).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

describe('csvDateTime', () => {
  it('writes what the zone’s rules say at every instant, on both sides of each change of offset, in zones of whole, half and quarter hours', () => {
    const zones = ['UTC', 'Asia/Taipei', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'];
    // Every 67 min 13 s over 2025, so that instants fall at every minute of the hour around each change.
    for (const zone of zones) {
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 4_033_000) {
        const written = csvDateTime(new Date(t), zone);
        if (written !== byIntl(new Date(t), zone)) expect(written, `${zone} ${new Date(t).toISOString()}`).toBe(byIntl(new Date(t), zone));
      }
    }
  });

  it('writes the seconds of instants a second either side of a change of offset', () => {
    // New York falls back at 06:00 UTC on 2 November 2025, Lord Howe goes forward half an hour at 15:30 UTC on 4 October 2025.
    for (const [zone, change] of [['America/New_York', Date.UTC(2025, 10, 2, 6)], ['Australia/Lord_Howe', Date.UTC(2025, 9, 4, 15, 30)]] as const) {
      for (const t of [change - 1000, change, change + 1000]) expect(csvDateTime(new Date(t), zone)).toBe(byIntl(new Date(t), zone));
    }
  });
});

describe('csvDateTimeOfText', () => {
  // An instant as PostgreSQL writes it in a session of the given offset (minutes east of UTC), with `digits` of fraction.
  const pgText = (t: number, offsetMinutes: number, digits: number) => {
    const iso = new Date(t + offsetMinutes * 60_000).toISOString();
    const fraction = `.${String(((t % 1000) + 1000) % 1000).padStart(3, '0')}456`.slice(0, digits ? digits + 1 : 0);
    const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
    const minutes = Math.abs(offsetMinutes) % 60;
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction}${offsetMinutes < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  };

  it('writes from the text what csvDateTime writes of the instant, whatever the text’s offset and fraction', () => {
    const zones = ['UTC', 'Asia/Taipei', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'];
    const offsets = [0, 480, -300, 345, -150];
    let i = 0;
    for (const zone of zones) {
      for (let t = Date.UTC(1950, 0, 1, 0, 0, 0, 123); t < Date.UTC(2030, 0, 1); t += 97_003_777, i++) {
        const text = pgText(t, offsets[i % offsets.length]!, i % 7);
        expect(csvDateTimeOfText(text, zone), `${zone} ${text}`).toBe(csvDateTime(new Date(t), zone));
      }
    }
  });

  it('leaves the forms it does not read to the caller', () => {
    for (const text of ['infinity', '-infinity', '2025-01-01 00:00:00', '0050-01-01 00:00:00+00', '2025-01-01 00:00:00+00 BC', '12025-01-01 00:00:00+00', '2025-01-01T00:00:00Z']) {
      expect(csvDateTimeOfText(text, 'UTC'), text).toBeUndefined();
    }
  });
});
