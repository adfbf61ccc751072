// The installed app's shortcuts (issue 35): a long press on its icon (Android) or a right click
// (desktop) offers them. Read by vite.config.ts into the web manifest; the screens honour the
// `open` search param once (use-launch-intent.ts). No imports: the build config loads this file.

/** What `/?open=…` opens on the home screen, once (`share`: what the share target kept, ADR 048). */
export type LaunchIntent = 'post' | 'notifications' | 'share';

export const MANIFEST_SHORTCUTS = [
  {
    name: 'New post',
    short_name: 'New post',
    description: 'Write a post for your network',
    url: '/?open=post',
  },
  {
    name: 'Jobs',
    short_name: 'Jobs',
    description: 'Jobs and gigs from the community',
    url: '/jobs',
  },
  {
    name: 'Notifications',
    short_name: 'Notifications',
    description: 'What happened since your last visit',
    url: '/?open=notifications',
  },
] as const;
