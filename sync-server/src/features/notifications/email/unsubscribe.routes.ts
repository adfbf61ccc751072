// The unsubscribe link of notification e-mails, without signing in: GET shows what it will turn
// off with a button (a link preview or a mail scanner must not unsubscribe anyone), POST turns
// the e-mail flag off. Outside /api: a plain HTML page for any mail client's browser.
import { PRODUCT_NAME } from '@greenroom/shared-model';
import { EMAIL_SWITCHES } from '@greenroom/shared-model/notification-types';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { users } from '../../../db/schema/users';
import type { HonoEnv } from '../../../http/context';
import { declareInput } from '../../../http/route-input';
import { escapeHtml } from '../../../mail/templates';
import type { AppServices } from '../../../services';
import type { DeliveryService } from '../delivery-service';
import { readUnsubscribeToken } from './email-links';

const TokenQuery = z.object({ token: z.string().max(300).optional() });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1d1d1b">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}
<p><a href="/settings" style="color:#57068c">Open ${PRODUCT_NAME} settings</a></p></body></html>`;
}

export function unsubscribeRoutes(services: AppServices, deliveries: DeliveryService) {
  const app = new Hono<HonoEnv>();

  const read = async (token: string | undefined) =>
    token ? readUnsubscribeToken((await deliveries.ready()).emailKey, token) : null;

  app.get('/email/unsubscribe', declareInput({ query: TokenQuery }), async (c) => {
    const target = await read(c.req.query('token'));
    if (!target) {
      return c.html(
        page(
          'This link does not work',
          '<p>The link is incomplete or was changed. You can turn e-mails off in Settings.</p>',
        ),
        400,
      );
    }
    const token = escapeHtml(c.req.query('token') ?? '');
    return c.html(
      page(
        'Stop these e-mails?',
        `<p>You will no longer get ${EMAIL_SWITCHES[target.flag].unsubscribeWords} from ${PRODUCT_NAME}. Notifications stay in the app.</p>
<form method="post" action="/email/unsubscribe"><input type="hidden" name="token" value="${token}">
<button type="submit" style="font-size:1rem;padding:.6rem 1.2rem;background:#57068c;color:#fff;border:0;border-radius:6px">Stop e-mails</button></form>`,
      ),
    );
  });

  app.post('/email/unsubscribe', declareInput(), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : undefined;
    const target = await read(token);
    if (!target) {
      return c.html(
        page('This link does not work', '<p>You can turn e-mails off in Settings.</p>'),
        400,
      );
    }
    await services.pool
      .update(users)
      .set({ [target.flag]: false })
      .where(eq(users.id, target.userId));
    return c.html(
      page(
        'Done',
        `<p>You will no longer get ${EMAIL_SWITCHES[target.flag].unsubscribeWords}.</p>`,
      ),
    );
  });

  return app;
}
