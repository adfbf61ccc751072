// User Timing marks of the feed's first page (read by `pnpm bench` and visible in any profile):
// 'feed:read-start' when the feed has its first page (the kept snapshot, else the replica's
// read), 'feed:first-card' once the first cards have been painted, and the measure
// 'feed:first-page' between them.
let started = false;
let painted = false;

export function markFeedReadStart(): void {
  if (started) return;
  started = true;
  performance.mark('feed:read-start');
}

/** Call once the first cards are in the page; marks after the browser has painted them. */
export function markFeedPainted(): void {
  if (painted) return;
  painted = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.mark('feed:first-card');
      if (started) performance.measure('feed:first-page', 'feed:read-start', 'feed:first-card');
    }, 0),
  );
}
