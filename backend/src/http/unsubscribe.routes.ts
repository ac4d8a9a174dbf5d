import express, { Router, type Response } from 'express';
import { escapeHtml } from '@fairway/shared';
import type { Services } from '../services.js';

/**
 * The one-click unsubscribe of weekly reminders (RFC 8058), no sign-in needed: the signed token in
 * the link names the account. GET only shows a confirm page (link scanners and previews follow
 * GETs), POST unsubscribes: the page's button, or a mail client's "Unsubscribe" button posting
 * `List-Unsubscribe=One-Click` with no cookies and no Origin. Served by the backend itself, so it
 * works without JavaScript and outside the app's sign-in.
 */
export function unsubscribeRoutes(services: Services, appOrigin: string): Router {
  const router = Router();
  router.get('/', (req, res) => {
    const token = req.query.token;
    if (!services.reminders.isValidToken(token)) return invalid(res);
    page(
      res,
      200,
      'Unsubscribe from weekly reminders?',
      `<p>You will stop getting our weekly reminder e-mails. Booking confirmations, receipts and password e-mails still
       reach you. You can turn reminders back on from your profile at any time.</p>
       <form method="post" action="/unsubscribe?token=${escapeHtml(String(token))}">
         <button type="submit">Unsubscribe</button>
         <a class="secondary" href="${escapeHtml(appOrigin)}/">Keep getting reminders</a>
       </form>`,
    );
  });
  router.post('/', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res, next) => {
    try {
      if (!(await services.reminders.unsubscribe(req.query.token))) return invalid(res);
      page(
        res,
        200,
        'You are unsubscribed',
        `<p>We won't send you weekly reminders any more. Booking confirmations and account e-mails still reach you.</p>
         <p>Changed your mind? Turn reminders back on from <a href="${escapeHtml(appOrigin)}/profile">your profile</a>.</p>`,
      );
    } catch (err) {
      next(err);
    }
  });
  return router;
}

function invalid(res: Response) {
  page(
    res,
    400,
    'This unsubscribe link is not valid',
    `<p>It may have been cut short by your mail program. Open the link from the e-mail again, or sign in and turn
     reminders off on your profile.</p>`,
  );
}

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Back Nine Indoor Golf</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f6f5f1; color: #1f2523; }
  header { background: #0b3d2e; color: #fff; padding: 16px 24px; font-weight: 700; letter-spacing: .02em; }
  header span { color: #d8b26e; }
  main { max-width: 560px; margin: 40px auto; padding: 32px 28px; background: #fff; border-radius: 16px;
    box-shadow: 0 1px 3px rgba(0,0,0,.08); line-height: 1.55; }
  h1 { font-size: 1.6rem; margin: 0 0 12px; color: #0b3d2e; }
  form { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 24px; }
  button { font: inherit; font-weight: 600; min-height: 44px; padding: 0 22px; border: 0; border-radius: 999px;
    background: #0b3d2e; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #d8b26e; outline-offset: 2px; }
  a { color: #0b5d3f; }
  a.secondary { display: inline-flex; align-items: center; min-height: 44px; padding: 0 8px; }
  @media (max-width: 600px) { main { margin: 16px; padding: 24px 20px; } }
</style>
</head>
<body>
<header>Back Nine <span>Indoor Golf</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`,
    );
}
