// Users and profiles (spec part 1 §3 User, §5 profile form, §7 "Users, settings").
import { z } from 'zod';
import { AUTH_PROVIDERS, FIELD_AUDIENCES, NOTIFICATION_TYPES } from '../catalogues';
import {
  BIO_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants';
import { INSTAGRAM_INVALID_MESSAGE, instagramUrlFromInput } from '../helpers/instagram';
import { VALIDATION_TEXTS } from '../texts';
import {
  Id,
  intFromInput,
  nameText,
  optionalText,
  requiredText,
  stringList,
  Timestamp,
  text,
  UrlOrEmpty,
} from './common';
import { MediaInfoField } from './media';
import { mutation } from './mutation-def';

/** Graduation years a profile may hold (alumni reach back; future classes up to +10). */
const GRADUATION_YEAR_MIN = 1950;
const GRADUATION_YEAR_MAX = 2100;

/**
 * A member's public profile as other signed-in members see it. Never carries a password hash.
 * `isAdmin` is computed by the server (flag or primary admin e-mail). `email` and `phoneNumber`
 * are null when the member does not let the viewer see them (privacy per field, ADR 024).
 */
export const User = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** The photo's renditions (absent on rows from before them; ADR 044). */
  profileImageInfo: MediaInfoField,
  school: z.string().nullable(),
  major: z.string().nullable(),
  program: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  portfolioUrl: z.string().nullable(),
  website: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  imdbUrl: z.string().nullable(),
  createdAt: Timestamp,
  isVerified: z.boolean(),
  isSuspended: z.boolean(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The small user record embedded in other entities (author, applicant, viewer...). */
export const UserSummary = User.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  profileImageInfo: true,
  school: true,
  major: true,
  graduationYear: true,
  isVerified: true,
});
export type UserSummary = z.infer<typeof UserSummary>;

export const SettingsFlags = z.object({
  hideProfileViews: z.boolean(),
  emailNotifications: z.boolean(),
  emailJobMatches: z.boolean(),
  emailConnectionRequests: z.boolean(),
  emailJobApplications: z.boolean(),
  emailProfileViews: z.boolean(),
  emailComments: z.boolean(),
  emailMessages: z.boolean(),
});
export type SettingsFlags = z.infer<typeof SettingsFlags>;

const AuthProviderSchema = z.enum(AUTH_PROVIDERS);

export const FieldAudienceSchema = z.enum(FIELD_AUDIENCES);

/** Who sees the member's e-mail address, phone number and courses (ADR 024). */
export const FieldPrivacy = z.object({
  emailVisibility: FieldAudienceSchema,
  phoneVisibility: FieldAudienceSchema,
  coursesVisibility: FieldAudienceSchema,
});
export type FieldPrivacy = z.infer<typeof FieldPrivacy>;

/** The signed-in member (GET /api/auth/user), with settings. Never carries a password hash. */
export const CurrentUser = User.extend({
  email: z.string(),
  ...SettingsFlags.shape,
  /** Privacy per field; absent in copies from before it existed (then: the defaults). */
  ...FieldPrivacy.partial().shape,
  /** Notification types the member keeps in the app only (no push); absent in older copies. */
  pushMutedTypes: z.array(z.enum(NOTIFICATION_TYPES)).optional(),
  hasPassword: z.boolean(),
  /** Google sign-in is linked to the account. */
  hasGoogle: z.boolean(),
  authProvider: AuthProviderSchema,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** A search result: the profile and how many confirmed "worked together" credits it has. */
export const UserSearchResult = User.extend({ collaborationCount: z.number().int().min(0) });
export type UserSearchResult = z.infer<typeof UserSearchResult>;
export const UserSearchReply = z.array(UserSearchResult);
export type UserSearchReply = z.infer<typeof UserSearchReply>;

const InstagramInput = text()
  .trim()
  .max(SHORT_TEXT_MAX_LENGTH, VALIDATION_TEXTS.tooLong)
  .nullable()
  .transform((v, ctx) => {
    const url = instagramUrlFromInput(v);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: INSTAGRAM_INVALID_MESSAGE });
      return z.NEVER;
    }
    return url === '' ? null : url;
  });

/** The fields of the Edit Profile dialog; each message applies when the field is present. */
export const ProfileFields = z.object({
  firstName: nameText(NAME_MAX_LENGTH, VALIDATION_TEXTS.firstNameRequired),
  lastName: nameText(NAME_MAX_LENGTH, VALIDATION_TEXTS.lastNameRequired),
  school: requiredText(SHORT_TEXT_MAX_LENGTH, VALIDATION_TEXTS.schoolRequired),
  major: requiredText(SHORT_TEXT_MAX_LENGTH, VALIDATION_TEXTS.majorRequired),
  program: optionalText(SHORT_TEXT_MAX_LENGTH),
  graduationYear: intFromInput(
    GRADUATION_YEAR_MIN,
    GRADUATION_YEAR_MAX,
    VALIDATION_TEXTS.graduationYearRequired,
  ),
  bio: optionalText(BIO_MAX_LENGTH),
  phoneNumber: optionalText(PHONE_MAX_LENGTH),
  portfolioUrl: UrlOrEmpty,
  website: UrlOrEmpty,
  instagramUrl: InstagramInput,
  linkedinUrl: UrlOrEmpty,
  twitterUrl: UrlOrEmpty,
  youtubeUrl: UrlOrEmpty,
  imdbUrl: UrlOrEmpty,
  skills: stringList(),
});

/**
 * PUT /api/users/profile: any subset of the profile fields (per-field merge), or only skills.
 * Empty optional text and URLs become null; instagramUrl accepts a username or a URL and is
 * stored as a full URL.
 */
export const UpdateProfileBody = ProfileFields.partial();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;

/** GET /api/users/search query (q, skill, gradYear, school, major; all optional). */
export const UserSearchQuery = z.object({
  q: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  skill: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  gradYear: text()
    .trim()
    .regex(/^\d{4}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
  school: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  major: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  /** With a skill: the members most endorsed for it first. Anything else: the usual order. */
  sort: z.enum(['endorsements']).optional().catch(undefined),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** The users writes of the outbox (see mutations.ts). */
export const UserMutations = {
  updateProfile: mutation('PUT', '/api/users/profile', UpdateProfileBody),
} as const;

/** GET /api/users/trending-skills: the skills most members have, most first. */
const TrendingSkill = z.object({ skill: z.string(), count: z.number().int().positive() });
export const TrendingSkillsReply = z.array(TrendingSkill);
export type TrendingSkillsReply = z.infer<typeof TrendingSkillsReply>;
