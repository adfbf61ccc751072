// The whole data model (spec parts 1 and 2). One file per feature area.
export * from './analytics';
export * from './auth';
export * from './comments';
export * from './connections';
export * from './endorsements';
export * from './feed';
export * from './jobs';
export * from './media';
export * from './messages';
export * from './moderation';
export * from './notifications';
export * from './privacy';
export * from './profiles';
export * from './rate-limits';
export * from './sync';
export * from './users';
