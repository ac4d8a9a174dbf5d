import type { ErrorRequestHandler } from 'express';
import type { ErrorReporting } from '../graphql/errors.js';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, GENERIC_ERROR_MESSAGE, rejectedValue } from '../shared/app-error.js';
import { errorKind } from '../shared/log-gate.js';
import { noteErrorCode } from '../shared/metric-events.js';

/**
 * Every REST failure is a non-2xx status with a plain-text body the spec's client shows as
 * "status: body". Client mistakes keep their own status; anything else is logged, never shown.
 */
export function errorHandler({ gate, outage }: ErrorReporting): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const outageError = outage.noteFailure(err);
    if (res.headersSent) {
      // Too late to answer (the session's rolling refresh fails after the response, say): logged here,
      // not printed to stderr by Express's final handler, and a half-sent answer is cut off.
      if (!outageError) gate.error(errorKind(err, 'rest-late'), { err, reqId: req.id }, 'request failed after its answer began');
      if (!res.writableEnded) res.destroy();
      return;
    }
    if (outageError) {
      noteErrorCode(res, 'SERVICE_UNAVAILABLE');
      res.status(503).setHeader('Retry-After', '5').type('text/plain').send(DATABASE_UNAVAILABLE_MESSAGE);
      return;
    }
    const rejected = rejectedValue(err);
    if (rejected) gate.warn(errorKind(err, 'rest-rejected'), { err, reqId: req.id }, 'a client value reached the database unchecked');
    const { status, message } = describe(rejected ?? err);
    if (status >= 500) gate.error(errorKind(err, 'rest'), { err, reqId: req.id }, 'request failed');
    noteErrorCode(res, codeOf(rejected ?? err, status));
    if (err instanceof AppError && err.details.retryAfterSeconds) res.setHeader('Retry-After', String(err.details.retryAfterSeconds));
    res.status(status).type('text/plain').send(message);
  };
}

function describe(err: unknown): { status: number; message: string } {
  if (err instanceof AppError) return { status: err.httpStatus, message: err.message };
  const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean };
  // body-parser's errors: malformed JSON, too large, wrong charset. Their own messages are terse.
  if (e.type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.' };
  if (e.type === 'entity.too.large') return { status: 413, message: 'The request body is too large.' };
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) return { status, message: 'The request could not be understood.' };
  return { status: 500, message: GENERIC_ERROR_MESSAGE };
}

/** The error's code in the one vocabulary, for the metrics (a body parser's refusal is the client's: VALIDATION). */
function codeOf(err: unknown, status: number): string {
  if (err instanceof AppError) return err.code;
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'VALIDATION';
}
