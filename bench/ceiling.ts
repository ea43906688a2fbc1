/** A child process of the bench: bare Fastify answering one JSON body from memory — the most this machine serves. */
import Fastify from 'fastify';

const body = process.env.BENCH_BODY ?? '[]';
const app = Fastify({ logger: false });
app.get('/ceiling', async (_request, reply) => reply.type('application/json').header('Content-Range', 'videos 0-24/100000').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT) });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
