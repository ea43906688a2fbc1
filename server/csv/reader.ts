/**
 * Who a CSV file is written for, from the request: the language the app asks in
 * (Accept-Language), the time zone it names (`time_zone`, UTC when absent) and the address the
 * request reached, under which stored media paths become full URLs.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLocale } from '../lib/i18n.ts';
import { isTimeZone, type TCsvReader } from './csv.ts';

export const ZCsvReaderQuery = z.object({
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'validation.time_zone' })
    .optional()
    .describe('IANA time zone the dates of the file are written in (`Asia/Taipei`); UTC when absent'),
});

export const csvReader = (request: FastifyRequest, timeZone: string | undefined): TCsvReader => ({
  locale: pickLocale(request.headers['accept-language']),
  timeZone: timeZone ?? 'UTC',
  origin: `${request.protocol}://${request.host}`,
});
