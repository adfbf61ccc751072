// The one contract every package imports.
//
// Zod-free modules: constants, texts, catalogues, api-paths and helpers/*. The package has
// "sideEffects": false, so a bundle that imports only those names (from here or from a subpath
// such as '@greenroom/shared-model/constants') leaves zod out.

export * from './admin-texts';
export * from './api-paths';
export * from './catalogues';
export * from './constants';
export * from './endorsement-texts';
export * from './event-texts';
export * from './helpers/admin';
export * from './helpers/avatar';
export * from './helpers/click-rate';
export * from './helpers/count-text';
export * from './helpers/course-code';
export * from './helpers/email-domain';
export * from './helpers/instagram';
export * from './helpers/job-filters';
export * from './helpers/media-kind';
export * from './helpers/media-url';
export * from './helpers/portfolio-order';
export * from './helpers/recent-viewer';
export * from './helpers/relative-time';
export * from './helpers/text';
export * from './helpers/upload-check';
export * from './helpers/video-url';
export * from './job-texts';
export * from './notification-types';
// Zod schemas (same name for a schema and its inferred type).
export * from './schemas/account';
export * from './schemas/admin';
export * from './schemas/analytics';
export * from './schemas/applications';
export * from './schemas/auth';
export * from './schemas/collaborations';
export * from './schemas/common';
export * from './schemas/connections';
export * from './schemas/courses';
export * from './schemas/endorsements';
export * from './schemas/events';
export * from './schemas/jobs';
export * from './schemas/mutations';
export * from './schemas/notifications';
export * from './schemas/portfolio';
export * from './schemas/posts';
export * from './schemas/profile-views';
export * from './schemas/push-payload';
export * from './schemas/push-subscriptions';
export * from './schemas/settings';
export * from './schemas/sync';
export * from './schemas/uploads';
export * from './schemas/users';
export * from './schemas/ws';
export * from './texts';
