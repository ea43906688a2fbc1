/**
 * Real server processes for the tests that need one (`node --import tsx server/main.ts`, as an
 * operator runs it), on free ports, and readers that load them the way a balancer's clients do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export type TServer = { port: number; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts the server with these settings (and no DATABASE_URL unless given); resolves once it listens. */
export const startServer = async (port: number, settings: Record<string, string>): Promise<TServer> => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('Showrunner is running at') && resolve());
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { port, child, output: () => output, exited };
};

export type TAnswer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** One GET on a kept-alive connection of `agent`; rejects with the socket's error code when there is no answer. */
export const get = (agent: Agent, port: number, path: string, token?: string) =>
  new Promise<TAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reused: req.reusedSocket })));
    req.end();
  });

export type TReadResults = { answered: number[]; refused: number; lost: string[] };

/**
 * `count` readers, each on kept-alive connections, GET `path` in a loop until `stop()`. A request
 * whose new connection the server never took (refused, or reset in the listen queue) goes to the
 * next port, as a balancer would send it; a request cut on a connection the server had taken
 * (reset, hang-up) is lost.
 */
export const startReaders = (count: number, ports: number[], path: string, token: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  const results: TReadResults = { answered: [], refused: 0, lost: [] };
  let stopped = false;
  const reader = async () => {
    let target = 0;
    while (!stopped) {
      try {
        results.answered.push((await get(agent, ports[target]!, path, token)).status);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        const isReused = (error as { reused?: boolean }).reused === true;
        // A new connection refused, or reset before the server read a byte of it (it waited in
        // the queue of a listener that then closed), carried no request: a balancer retries it elsewhere.
        const isUnsent = code === 'ECONNREFUSED' || (code === 'ECONNRESET' && !isReused);
        if (!isUnsent) results.lost.push(`${code} on a ${isReused ? 'kept-alive' : 'new'} connection`);
        else if (++results.refused && target + 1 < ports.length) target++;
        else return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: count }, reader));
  return {
    results,
    stop: async () => {
      stopped = true;
      await running;
      agent.destroy();
      return results;
    },
  };
};
