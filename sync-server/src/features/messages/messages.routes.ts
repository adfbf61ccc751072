// The message read: GET /api/conversations/{id}/messages?before=…, a page of messages older than
// the replica holds (it keeps the newest MESSAGES_WINDOW_PER_CONVERSATION of each conversation).
// Only the conversation's members who see it may read it; the writes are mutators.
import { MESSAGES_PAGE_SIZE } from '@greenroom/shared-model/constants';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { type MessagesPage, MessagesPageQuery } from '@greenroom/shared-model/schemas/messages';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import { requireUser } from '../auth/session';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { findConversation, memberRowOf, olderMessages, SEEING } from './messages.repo';
import { toMessage } from './messages.serialize';

export function messagesRoutes() {
  const app = new Hono<HonoEnv>();

  app.get(
    '/:id/messages',
    declareInput({ param: IdParam }),
    validateQuery(MessagesPageQuery),
    requireUser,
    async (c) => {
      const me = c.var.user!;
      const id = idOf(c.req.param('id'));
      const conversation = id ? await findConversation(c.var.db, id) : undefined;
      const row = conversation ? await memberRowOf(c.var.db, conversation.id, me.id) : undefined;
      if (!conversation || !row || !(SEEING as readonly string[]).includes(row.status)) {
        return jsonError(c, 404, MESSAGE_TEXTS.notFound);
      }
      const { before } = c.req.valid('query');
      const rows = await olderMessages(
        c.var.db,
        conversation.id,
        before ? new Date(before) : undefined,
        MESSAGES_PAGE_SIZE + 1,
        row.clearedAt,
      );
      const page = rows.slice(0, MESSAGES_PAGE_SIZE);
      // A block hides the other side's messages, as the replica does (entity owners).
      const shown = [];
      for (const m of page) {
        if (m.senderId === me.id || !(await isBlockedBetween(c.var.db, me.id, m.senderId))) {
          shown.push(toMessage(m));
        }
      }
      const reply: MessagesPage = { messages: shown, more: rows.length > MESSAGES_PAGE_SIZE };
      return c.json(reply);
    },
  );

  return app;
}
