/** A list page written by the compiled serialiser reads exactly as the generic conversion wrote it. */
import { describe, expect, it } from 'vitest';
import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { listJson } from '../../server/crud/listJson.ts';
import { snakeKeys } from '../../server/lib/casing.ts';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  displayName: text('display_name').notNull(),
  note: text('note'),
  isActive: boolean('is_active'),
  score: real('score'),
  viewCount: bigint('view_count', { mode: 'number' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  extra: jsonb('extra'),
});

describe('a list page as JSON', () => {
  const json = listJson({ ...getTableColumns(things), galleryImages: sql`'[]'::json` });
  const rowsAsRead = () => [
    {
      id: 1,
      display_name: 'Quotes " and \\ and \u2028 and 中文',
      note: null,
      is_active: true,
      score: 1.5,
      view_count: 12,
      published_at: new Date('2024-05-06T07:08:09.123Z'),
      extra: { nestedKey: [{ deepKey: 1 }] },
      gallery_images: [{ thumbUrl: '/a.jpg', width: 3 }],
    },
    { id: 2, display_name: '', note: 'n', is_active: null, score: null, view_count: null, published_at: null, extra: null, gallery_images: [] },
  ];

  it('selects every column under its wire name', () => {
    expect(Object.keys(json.columns)).toEqual(['id', 'display_name', 'note', 'is_active', 'score', 'view_count', 'published_at', 'extra', 'gallery_images']);
  });

  it('writes what JSON.stringify wrote of the converted rows, nested keys in snake_case, values not selected left out', () => {
    const expected = JSON.stringify(snakeKeys(rowsAsRead()));
    expect(json.stringify(rowsAsRead().map((row) => ({ ...row, __sortKey: 'x' })))).toBe(expected);
    expect(JSON.parse(expected)[0].gallery_images[0]).toEqual({ thumb_url: '/a.jpg', width: 3 });
    expect(json.stringify([])).toBe('[]');
  });
});
