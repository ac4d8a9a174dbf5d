import type { NextFunction, Request, Response } from 'express';
import { sendGraphQLRefusal } from './errors.js';

export const UNREAD_BODY_MESSAGE = 'The request body could not be read. Please try again.';

/**
 * Goes right after `express.json()` on /graphql. A client that hung up before its body was read (a page
 * navigating away mid-request, while the session loaded) leaves no `req.body`: body-parser skips a
 * finished request, and Apollo's middleware then answers 500 "req.body is not set" and the access log
 * records a server error nobody caused. Such a request gets the client's own status instead.
 */
export function refuseUnreadBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ('body' in req) return next();
    sendGraphQLRefusal(res, 400, UNREAD_BODY_MESSAGE, { code: 'BAD_REQUEST' });
  };
}
