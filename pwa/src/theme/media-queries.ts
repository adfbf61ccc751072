// Panda's default breakpoints (md 768px, lg 1024px, xl 1280px) as media queries, for UI that is not rendered
// at all where it would not show (rather than rendered and hidden with `display: none`).
export const MEDIA_MD_UP = '(min-width: 768px)';
export const MEDIA_LG_UP = '(min-width: 1024px)';
export const MEDIA_XL_UP = '(min-width: 1280px)';
