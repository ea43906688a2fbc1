/**
 * The registry: every resource once. The server mounts its routes and seeds its permissions
 * from this list, and the app registers its screens and builds its menu from it.
 */
import { admins } from './admins/schema.ts';
import { advertisements } from './advertisements/schema.ts';
import { auditLogs } from './audit_logs/schema.ts';
import { banners } from './banners/schema.ts';
import { blocks } from './blocks/schema.ts';
import type { TResource } from './define.ts';
import { directors } from './directors/schema.ts';
import { informations } from './informations/schema.ts';
import { models } from './models/schema.ts';
import { posts } from './posts/schema.ts';
import { ipwhitelists } from './ipwhitelists/schema.ts';
import { jobs } from './jobs/schema.ts';
import { questions } from './questions/schema.ts';
import { roles } from './roles/schema.ts';
import { sites } from './sites/schema.ts';
import { tags } from './tags/schema.ts';
import { videos } from './videos/schema.ts';

export const resources: TResource[] = [
  videos,
  models,
  tags,
  directors,
  posts,
  questions,
  blocks,
  banners,
  advertisements,
  informations,
  admins,
  roles,
  ipwhitelists,
  sites,
  auditLogs,
  jobs,
];
