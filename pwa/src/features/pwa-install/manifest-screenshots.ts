// The install sheet's screenshots (issue 35): Chrome on Android shows the `narrow` ones, desktop
// Chrome the `wide` ones, in its richer install dialog. Made by `pnpm screenshots:install`
// (tests/screenshots/install-sheet.spec.ts) from a populated home feed; not precached (the
// service worker's globs take scripts, styles and pages only). No imports: the build config
// loads this file.

export const MANIFEST_SCREENSHOTS = [
  {
    src: '/screenshots/home-narrow.webp',
    sizes: '780x1688',
    type: 'image/webp',
    form_factor: 'narrow',
    label: 'Home on a phone: posts, events and jobs from your network',
  },
  {
    src: '/screenshots/home-wide.webp',
    sizes: '1366x900',
    type: 'image/webp',
    form_factor: 'wide',
    label:
      'Home on a computer: your network’s posts, events and jobs, with the community beside them',
  },
] as const;
