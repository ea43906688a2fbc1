/** Calls of the commerce tests: an area's routes as one admin or another, and records made through the API. */
import { expect } from 'vitest';
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const caller = (t: TTestApp) => (token: string | undefined, method: TMethod, path: string, payload?: object, headers?: Record<string, string>) =>
  t.call(token, { method, url: `${API}${path}`, ...(payload ? { payload } : method === 'POST' || method === 'PUT' ? { payload: {} } : {}), ...(headers ? { headers } : {}) });

export const listQuery = (query: { filter?: object; sort?: [string, string]; range?: [number, number] }) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString();

/** A monthly plan in US dollars, with what the test changes. */
export const planBody = (values: Record<string, unknown> = {}) => ({
  name: `Monthly ${Math.random().toString(36).slice(2, 8)}`,
  title: 'One month',
  currency: 'USD',
  initial_period_count: 1,
  initial_period_unit: 'month',
  initial_original_price: 2999,
  initial_discount_price: 1999,
  recurring_period_count: 1,
  recurring_period_unit: 'month',
  recurring_original_price: 2999,
  ...values,
});

export const createPlan = async (t: TTestApp, token: string, values: Record<string, unknown> = {}) => {
  const res = await caller(t)(token, 'POST', '/plans', planBody(values));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

/** An edit as the app makes it: the record read first, and saved with the version it was read at. */
export const editor = (t: TTestApp) => async (token: string, path: string, payload: object, headers?: Record<string, string>) => {
  const call = caller(t);
  const read = await call(token, 'GET', path);
  expect(read.statusCode, read.body).toBe(200);
  return call(token, 'PUT', path, { ...payload, version: read.json().version }, headers);
};
