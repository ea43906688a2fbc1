/** What recurring jobs add on the server: the table the job runner keeps, shared by every instance. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { jobs } from '../../server/db/system.ts';

export const server = defineServerSide({ table: jobs });
