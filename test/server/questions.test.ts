import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { questions } from '../../resources/questions/schema.ts';
import { serverResource } from '../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

const table = serverResource(questions).table;

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: `${API}/questions`, payload });

describe('questions (the FAQ)', () => {
  it('creates a question with the default sort, updates and deletes it', async () => {
    const created = await create({ question: 'Can I pause?', answer: '<p>Yes, <strong>once</strong> a year.</p>' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ question: 'Can I pause?', answer: '<p>Yes, <strong>once</strong> a year.</p>', sort: 0 });
    const { id } = created.json();

    const updated = await t.call(token, { method: 'PUT', url: `${API}/questions/${id}`, payload: { sort: 30 } });
    expect(updated.json()).toMatchObject({ id, question: 'Can I pause?', sort: 30 });
    expect((await t.call(token, { method: 'DELETE', url: `${API}/questions/${id}` })).statusCode).toBe(200);
    expect(await t.db.select().from(table).where(eq(table.id, id))).toEqual([]);
  });

  it('lists in the declared order (sort, then id) and searches question and answer', async () => {
    await create({ question: 'Third?', answer: '<p>refund policy</p>', sort: 3 });
    await create({ question: 'First?', answer: '<p>a</p>', sort: 1 });
    await create({ question: 'Second: refunds?', answer: '<p>b</p>', sort: 2 });
    const listed = await t.call(token, { url: `${API}/questions` });
    expect(listed.json().map((q: { question: string }) => q.question)).toEqual(['First?', 'Second: refunds?', 'Third?']);
    const found = await t.call(token, { url: `${API}/questions?filter=${encodeURIComponent('{"q":"refund"}')}` });
    expect(found.json().map((q: { question: string }) => q.question)).toEqual(['Second: refunds?', 'Third?']);
  });

  it('stores the answer sanitised and refuses one that is nothing but a script', async () => {
    const res = await create({ question: 'Safe?', answer: '<p onmouseover="steal()">Yes<script>steal()</script></p>' });
    expect(res.json().answer).toBe('<p>Yes</p>');
    const empty = await create({ question: 'Empty?', answer: '<script>steal()</script>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ answer: ['Required'] });
  });

  it('refuses missing, over-long and out-of-range values per field', async () => {
    const res = await create({ question: 'q'.repeat(501), sort: -1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      question: ['Must be 500 characters or less'],
      answer: ['Must be text'],
      sort: ['Must be at least 0'],
    });
    const nulled = await create({ question: 'Null sort?', answer: '<p>x</p>', sort: null });
    expect(nulled.statusCode).toBe(422);
    expect(nulled.json().errors).toEqual({ sort: ['Required'] });
  });
});
