import { writeMigration } from '../db/generate.ts';

await writeMigration();
