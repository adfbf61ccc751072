// The payload of a web push message (server → device): a Declarative Web Push message (W3C Push
// API, "declarative push message"; Safari 18.4+ shows it itself, with no service worker). Our
// service worker parses the same message where the browser hands it the push (ADR 048).
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../catalogues';
import { Id } from './common';

/** RFC 8030's number: what marks a push message as declarative. */
const DECLARATIVE_PUSH = 8030;

/** What the service worker needs beyond what the browser shows (actions, the bell's row). */
const PushData = z.object({
  notificationId: Id.optional(),
  /** The notification's type (the service worker offers Accept/Decline on a request). */
  type: z.enum(NOTIFICATION_TYPES).optional(),
  /** A connection request's id, for its Accept and Decline actions. */
  connectionId: Id.optional(),
  /** A message's conversation, for its Reply action. */
  conversationId: Id.optional(),
});

export const PushPayload = z.object({
  web_push: z.literal(DECLARATIVE_PUSH),
  notification: z.object({
    title: z.string().min(1).max(200),
    body: z.string().max(1000),
    /** The absolute address a tap opens (the browser opens it itself where no worker runs). */
    navigate: z.url({ protocol: /^https?$/ }).max(2048),
    /** Notifications with the same tag replace each other. */
    tag: z.string().min(1).max(200),
    lang: z.string().min(2).max(35),
    dir: z.enum(['auto', 'ltr', 'rtl']),
    silent: z.boolean().optional(),
    data: PushData.optional(),
  }),
  /** The member's unread count, for the app badge. */
  app_badge: z.number().int().nonnegative().optional(),
  /** True: a browser that shows declarative messages hands it to the service worker first. */
  mutable: z.boolean().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** The one builder of a push message (notifications and the test push). */
export function declarativePush(input: {
  /** The site, e.g. https://greenroom.example (no trailing slash). */
  origin: string;
  /** A path on it, e.g. /jobs/{id}. */
  path: string;
  title: string;
  body: string;
  tag: string;
  badge?: number;
  data?: z.infer<typeof PushData>;
  /** Only what the worker must do itself (Accept/Decline, Reply) asks for it. */
  mutable?: boolean;
}): PushPayload {
  return {
    web_push: DECLARATIVE_PUSH,
    notification: {
      title: input.title,
      body: input.body,
      navigate: `${input.origin}${input.path}`,
      tag: input.tag,
      lang: 'en',
      dir: 'ltr',
      ...(input.data ? { data: input.data } : {}),
    },
    ...(input.badge !== undefined ? { app_badge: input.badge } : {}),
    ...(input.mutable ? { mutable: true } : {}),
  };
}

/**
 * The format before ADR 048, still read by the service worker for pushes that were waiting at a
 * push service when the server changed (the longest TTL is 7 days). Remove after 2027-01-15.
 */
const LegacyPushPayload = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  url: z
    .string()
    .max(2048)
    .refine((v) => v.startsWith('/') && !v.startsWith('//'), 'Must be a path on this site'),
  tag: z.string().min(1).max(200),
  badge: z.number().int().nonnegative().optional(),
  connectionId: Id.optional(),
});

/** A push as the service worker shows it: `path` is on the worker's own site. */
export interface ShownPush {
  title: string;
  body: string;
  path: string;
  tag: string;
  badge?: number;
  connectionId?: string;
  conversationId?: string;
}

/**
 * Read a push message's JSON text for the site at `origin` (no trailing slash); null when it is
 * neither format, or when its address is on another site.
 */
export function readPushPayload(text: string, origin: string): ShownPush | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const current = PushPayload.safeParse(json);
  if (current.success) {
    const { notification: n, app_badge } = current.data;
    const path = n.navigate.startsWith(`${origin}/`) ? n.navigate.slice(origin.length) : null;
    if (path === null || path.startsWith('//')) return null;
    return {
      title: n.title,
      body: n.body,
      path,
      tag: n.tag,
      ...(app_badge !== undefined ? { badge: app_badge } : {}),
      ...(n.data?.connectionId ? { connectionId: n.data.connectionId } : {}),
      ...(n.data?.conversationId ? { conversationId: n.data.conversationId } : {}),
    };
  }
  const legacy = LegacyPushPayload.safeParse(json);
  if (!legacy.success) return null;
  const { url, ...rest } = legacy.data;
  return { ...rest, path: url };
}
