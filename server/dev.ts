/** `npm run dev`: the API on PORT (8080) and the Vite dev server on 5173 with hot reload, proxying /api to it. */
import { createServer } from 'vite';
import { main } from './main.ts';

await main();
const vite = await createServer({ server: { port: 5173, host: process.env.HOST || '127.0.0.1' } });
await vite.listen();
vite.printUrls();
