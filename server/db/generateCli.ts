import { writeMigration } from './generate.ts';

await writeMigration();
