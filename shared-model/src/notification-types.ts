// Everything the app does differently per notification type, one entry each: where a click goes,
// how it travels as a web push, whether Settings offers a push switch for it, and which e-mail
// switch lets it go out in the member's hourly e-mail. Adding a type to NOTIFICATION_TYPES
// (catalogues.ts) fails the typecheck until it has an entry here. Zod-free: the shell, the service
// worker and the server read it.
import type { NotificationType } from './catalogues';

/**
 * The e-mail switches (spec part 1 §2 Settings): the master switch, then one per kind (the spec's
 * four, then comments and messages).
 */
export const EMAIL_SWITCHES = {
  emailNotifications: {
    label: 'Email notifications',
    description: 'Receive e-mails about activity on Greenroom (at most one per kind each hour).',
    unsubscribeWords: 'all notification e-mails',
  },
  emailConnectionRequests: {
    label: 'Connection requests',
    description: 'When someone asks to connect or accepts your request.',
    unsubscribeWords: 'e-mails about connection requests',
  },
  emailJobApplications: {
    label: 'Job applications',
    description: 'When someone applies to your job, or your application is decided.',
    unsubscribeWords: 'e-mails about job applications',
  },
  emailJobMatches: {
    label: 'Job matches',
    description: 'When a new job asks for skills you have.',
    unsubscribeWords: 'e-mails about job matches',
  },
  emailProfileViews: {
    label: 'Profile views',
    description: 'When someone views your profile.',
    unsubscribeWords: 'e-mails about profile views',
  },
  emailComments: {
    label: 'Comments and mentions',
    description: 'When someone comments on your post, replies to you or mentions you.',
    unsubscribeWords: 'e-mails about comments and mentions',
  },
  emailMessages: {
    label: 'Messages',
    description: 'When messages are still unread an hour after they arrived.',
    unsubscribeWords: 'e-mails about unread messages',
  },
} as const;
export type EmailPreferenceKey = keyof typeof EMAIL_SWITCHES;
export const EMAIL_PREFERENCE_KEYS = Object.keys(EMAIL_SWITCHES) as EmailPreferenceKey[];
/** A kind's own switch (not the master one). */
export type EmailKindSwitch = Exclude<EmailPreferenceKey, 'emailNotifications'>;

const DAY = 86_400;

interface NotificationKind {
  /** The screen a click opens (spec part 2 §2), from the notification's data; null: none. */
  opens(data: Record<string, unknown>): string | null;
  /** As a web push: seconds the push service may keep it, and its urgency (RFC 8030). */
  push: { ttl: number; urgency: 'very-low' | 'low' | 'normal' | 'high' };
  /**
   * A grouped type (one unread notification per conversation) whose every event is pushed, the
   * newer push replacing the older by its tag; other grouped types push once an hour at most.
   */
  pushEachInGroup?: boolean;
  /** The switch in Settings → Push notifications; without one it is always pushed. */
  pushSwitch?: string;
  /** In the member's hourly e-mail of this kind while this switch is on; without: never e-mailed. */
  email?: {
    switch: EmailKindSwitch;
    batchWords: string;
    /**
     * The e-mail waits an hour after the batch's first notification (not only after the previous
     * e-mail) and tells only what is still unread then: the server builds its lines itself.
     */
    whenUnreadAfterAnHour?: true;
  };
}

function str(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const to = (prefix: string, id: string | null) =>
  id ? `${prefix}${encodeURIComponent(id)}` : null;

/** The other member's profile: whoever the data names. */
const otherMember = (d: Record<string, unknown>) =>
  to('/profile/', str(d.senderId) ?? str(d.endorserId) ?? str(d.viewerId) ?? str(d.newUserId));

export const NOTIFICATION_KINDS: Record<NotificationType, NotificationKind> = {
  connection_request: {
    opens: otherMember,
    push: { ttl: 2 * DAY, urgency: 'normal' },
    pushSwitch: 'Push for connection requests',
    email: { switch: 'emailConnectionRequests', batchWords: 'connection requests' },
  },
  job_application: {
    opens: (d) => to('/applications/', str(d.applicationId)),
    push: { ttl: 2 * DAY, urgency: 'normal' },
    pushSwitch: 'Push for applications to my jobs',
    email: { switch: 'emailJobApplications', batchWords: 'job applications' },
  },
  job_milestone: {
    opens: (d) => to('/jobs/', str(d.jobId)),
    push: { ttl: 2 * DAY, urgency: 'normal' },
    pushSwitch: 'Push for decisions on my applications',
    email: { switch: 'emailJobApplications', batchWords: 'application updates' },
  },
  job_match: {
    opens: (d) => to('/jobs/', str(d.jobId)),
    push: { ttl: DAY, urgency: 'low' },
    pushSwitch: 'Push for jobs matching my skills',
    email: { switch: 'emailJobMatches', batchWords: 'job matches' },
  },
  profile_view: {
    opens: otherMember,
    push: { ttl: DAY, urgency: 'low' },
    pushSwitch: 'Push for profile views',
    email: { switch: 'emailProfileViews', batchWords: 'profile views' },
  },
  classmate_joined: {
    opens: otherMember,
    push: { ttl: 2 * DAY, urgency: 'low' },
    pushSwitch: 'Push for classmates joining',
  },
  // The conversation (its own data since #33); older notifications name only the sender.
  message: {
    opens: (d) => to('/messages/', str(d.conversationId)) ?? otherMember(d),
    push: { ttl: 2 * DAY, urgency: 'high' },
    pushEachInGroup: true,
    email: { switch: 'emailMessages', batchWords: 'unread messages', whenUnreadAfterAnHour: true },
  },
  skill_endorsement: { opens: otherMember, push: { ttl: 2 * DAY, urgency: 'low' } },
  // A post's page; a portfolio piece is on its owner's (the recipient's) profile.
  like: {
    opens: (d) => to('/posts/', str(d.postId)) ?? (str(d.portfolioItemId) ? '/profile' : null),
    push: { ttl: DAY, urgency: 'very-low' },
  },
  event_rsvp: {
    opens: (d) => to('/events/', str(d.eventId)),
    push: { ttl: DAY, urgency: 'low' },
    pushSwitch: 'Push when members are going to my events',
  },
  // Useless once the event has begun: the push service may drop it after an hour.
  event_reminder: {
    opens: (d) => to('/events/', str(d.eventId)),
    push: { ttl: 3600, urgency: 'high' },
    pushSwitch: 'Push reminders of events I am going to',
  },
  comment: {
    opens: (d) => to('/posts/', str(d.postId)),
    push: { ttl: DAY, urgency: 'low' },
    pushSwitch: 'Push for comments on my posts and replies to me',
    email: { switch: 'emailComments', batchWords: 'comments' },
  },
  mention: {
    opens: (d) => to('/posts/', str(d.postId)),
    push: { ttl: DAY, urgency: 'normal' },
    pushSwitch: 'Push when someone mentions me',
    email: { switch: 'emailComments', batchWords: 'mentions' },
  },
  // The reported item stays hidden from its reporter: nothing to open.
  report_resolved: {
    opens: () => null,
    push: { ttl: 2 * DAY, urgency: 'low' },
    pushSwitch: 'Push when an admin has looked at my report',
  },
  // A warning opens the item it is about (a profile: the member's own page).
  moderation_warning: {
    opens: (d) => {
      const id = str(d.itemId);
      if (d.itemKind === 'post') return to('/posts/', id);
      if (d.itemKind === 'job') return to('/jobs/', id);
      if (d.itemKind === 'event') return to('/events/', id);
      return d.itemKind === 'member' ? '/profile' : null;
    },
    push: { ttl: 7 * DAY, urgency: 'normal' },
  },
};

/** Notification data is an object or a JSON string; anything else reads as {}. */
export function parseNotificationData(data: unknown): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Where a click on a notification goes; null: just close the dropdown. */
export function notificationTarget(type: string, data: unknown): string | null {
  const kind = NOTIFICATION_KINDS[type as NotificationType] as NotificationKind | undefined;
  return kind ? kind.opens(parseNotificationData(data)) : null;
}
