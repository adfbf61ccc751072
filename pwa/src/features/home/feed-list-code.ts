// The feed's code, fetched once: main.tsx asks for it as the app starts when the last visit's
// first page is kept, and the home page renders it directly once it is in (React.lazy would
// suspend that first render for a task even then, and the cards would paint a render later).
import { lazy } from 'react';

type FeedListModule = typeof import('./components/feed-list');

let loaded: FeedListModule | undefined;
let loading: Promise<FeedListModule> | undefined;

export function loadFeedListCode(): Promise<FeedListModule> {
  loading ??= import('./components/feed-list').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The FeedList component if its code is in, else undefined. */
export function loadedFeedList(): FeedListModule['FeedList'] | undefined {
  return loaded?.FeedList;
}

export const LazyFeedList = lazy(() =>
  loadFeedListCode().then((module) => ({ default: module.FeedList })),
);
