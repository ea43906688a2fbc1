/** The database handle every module is given: a Drizzle database on PGlite or on a PostgreSQL pool. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type TDb = PgDatabase<PgQueryResultHKT>;
