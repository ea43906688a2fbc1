/** A signed-in staff member against a running API, and a colleague who saves while the others read. */
import type { TLoad } from './load.ts';

export type TSession = { base: string; headers: Record<string, string> };
export type TSave = { path: string; body: Record<string, unknown> };

/** How many times a sign-in answered 503 (an API just started sheds load for a moment after a long start-up, such as counting a large table once) is tried again. */
const SIGN_IN_TRIES = 30;

export const signIn = async (base: string, username: string, password: string): Promise<TSession> => {
  const post = () => fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  let login = await post();
  for (let tried = 1; login.status === 503 && tried < SIGN_IN_TRIES; tried++) {
    await login.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(login.headers.get('retry-after') ?? 1)));
    login = await post();
  }
  if (!login.ok) throw new Error(`Sign-in refused: ${login.status} ${await login.text()}`);
  return { base, headers: { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` } };
};

/**
 * Saves through the API every `everyMs` while `during` runs, one save at a time, as a colleague
 * at the edit screen would (a save may read the record first, for its version); a refused save is counted (the line's note shows it) and never hidden.
 */
export const whileSaving = async (session: TSession, everyMs: number, saveOf: (round: number) => TSave | Promise<TSave>, during: () => Promise<TLoad>) => {
  let round = 0;
  let refused = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const next = ++round;
    pending = pending.then(async () => {
      // A save that reads the record first (its version) reads it in its turn.
      const { path, body } = await Promise.resolve(saveOf(next)).catch(() => ({ path: '', body: {} }));
      if (!path) return void refused++;
      const response = await fetch(`${session.base}${path}`, { method: 'PUT', headers: { ...session.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
      if (!response?.ok) refused++;
      await response?.arrayBuffer();
    });
  }, everyMs);
  let load: TLoad;
  try {
    load = await during();
  } finally {
    clearInterval(timer);
    await pending;
  }
  return { load, note: `${round} saves, ${refused} refused` };
};
