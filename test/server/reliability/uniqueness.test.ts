/**
 * Promise 40: twenty staff saving the same unique value at once get one 201 and nineteen 409,
 * and exactly one row is stored (the database's unique index decides, not a read before the write).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const PARALLEL = 20;

const race = async (path: string, payload: object) => {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.call(token, { method: 'POST', url: `${API}/${path}`, payload })));
  return answers.map((a) => a.statusCode).sort();
};

describe('parallel creates of one unique value', () => {
  it.each([
    ['admins', 'username', { username: 'same.person', password: 'Same-pass-2024' }],
    ['tags', 'name', { name: 'Same tag', sort: 1 }],
    ['videos', 'serial_number', { serial_number: 'SAME-001' }],
  ])('%s: one 201 and nineteen 409 on %s, one row stored', async (path, field, payload) => {
    expect(await race(path, payload)).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    const value = (payload as Record<string, string>)[field]!;
    const listed = await t.call(token, { url: `${API}/${path}?${new URLSearchParams({ filter: JSON.stringify({ q: value }), range: '[0,99]' })}` });
    expect(listed.json().filter((row: Record<string, unknown>) => row[field] === value)).toHaveLength(1);
  });
});
