/**
 * Sheds load before latency explodes: while the event loop lags or the heap is nearly full, a
 * request is answered 503 with Retry-After at once instead of waiting its turn behind the others.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { HttpError } from '../lib/errors.ts';

const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

type TOverloadOptions = Pick<TConfig, 'maxEventLoopDelayMs' | 'maxHeapUsedBytes' | 'overloadRetryAfterSeconds'>;

export const overloadPlugin = fp(async (app: FastifyInstance, options: TOverloadOptions) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    retryAfter: options.overloadRetryAfterSeconds,
    exposeStatusRoute: false,
    // Answered like every other refusal (translated message, JSON), with the Retry-After to honour.
    // The health checks always answer: the balancer, not this, decides what an overloaded instance gets.
    pressureHandler: (request) => (HEALTH_CHECKS.has(request.url) ? undefined : Promise.reject(new HttpError(503, 'errors.overloaded', undefined, { 'Retry-After': String(options.overloadRetryAfterSeconds) }))),
  });
});
