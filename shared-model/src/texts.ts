// Every error and success text of the spec's catalogues, verbatim, plus the server messages the
// spec leaves open. No zod here: the PWA shell imports this module.
import {
  COMMENT_MAX_LENGTH,
  JSON_MAX_DEPTH,
  NOTIFICATION_BADGE_CAP,
  NOTIFICATION_BADGE_OVERFLOW,
  PRODUCT_NAME,
  SCHOOL_NAME,
} from './constants';

/** A toast is a title with an optional description. */
export interface ToastText {
  readonly title: string;
  readonly description?: string;
}

// ─── Generic ──────────────────────────────────────────────────────────────────────────────
export const GENERIC_ERROR = {
  title: 'Something went wrong',
  description:
    "We encountered an unexpected error. Don't worry, this has been logged and we'll fix it soon.",
  /** Part 2 renders title and description as one sentence. */
  full: "Something went wrong. We encountered an unexpected error. Don't worry, this has been logged and we'll fix it soon.",
  tryAgain: 'Try Again',
  refreshPage: 'Refresh Page',
  /** Failure boundary of the auth page. */
  authBoundaryTitle: 'Something went wrong',
  authBoundaryDescription: 'Please refresh the page to try again',
  error: 'Error',
  success: 'Success',
  notFoundPage: '404 Page Not Found',
  loading: 'Loading...',
  appLoading: `Loading ${PRODUCT_NAME}...`,
  photoUnavailable: 'Profile photo unavailable',
  accessDenied: 'Access Denied',
} as const;

// ─── Server messages (the spec leaves these open; written plainly) ────────────────────────
export const SERVER_TEXTS = {
  notSignedIn: 'Not signed in',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  currentPasswordIncorrect: 'Current password is incorrect',
  notFound: 'Not found',
  forbidden: 'You do not have permission to do that',
  invalidJson: 'Request body is not valid JSON',
  crossSite: 'Requests from another site are not allowed',
  accountSuspended: 'Account suspended',
  nonMemberEmail: 'Please use a valid NYU email address (@nyu.edu)',
  alreadyApplied: 'You have already applied to this job',
  cannotConnectWithSelf: 'You cannot connect with yourself',
  connectionExists: 'A connection with this member already exists',
  cannotApplyToOwnJob: 'You cannot apply to your own job',
  cannotSaveOwnJob: 'You cannot save your own job',
  jobNotFound: 'Job not found',
  applicationNotFound: 'Application not found',
  onlyJobAuthorDecides: 'Only the author of this job can answer its applications',
  collaborationNotFound: 'Credit not found',
  emailChangeSent: 'We sent a link to your new address. Open it to finish the change.',
  sameEmail: 'This is already your e-mail address',
  emailChangeGoogleOnly:
    'This account signs in with Google: its e-mail address is the one of your Google account.',
  emailChanged: 'Your e-mail address is changed',
  exportExpired: 'This archive has expired. Please ask for a new one.',
  accountDeleted: 'Your account is deleted',
  googleUnlinked: 'Google sign-in is unlinked',
  googleLinked: 'Google sign-in is linked',
  googleLinkFailed:
    'Google could not be linked: use the Google account of your own university address, one no other account uses.',
  passwordSet: 'Your password is set',
  passwordAlreadySet: 'This account has a password already: change it instead',
  recentSignInNeeded:
    'For your safety, sign in again with Google, then delete your account within 10 minutes.',
  formerMember: 'Former member',
  emailChangeInvalid: 'This link is invalid or has expired. Please ask for the change again.',
  cannotSuspendPrimaryAdmin: 'The primary admin cannot be suspended',
  noPasswordSet: 'This account signs in with Google and has no password',
  invalidRequest: 'Invalid request',
  unsupportedMediaType: 'Content-Type must be application/json',
  fileTooLarge: 'File too large',
  unsupportedFileType: 'This file type is not supported',
  storageFull:
    'This file does not fit in your storage space. Remove posts or portfolio items with media you no longer need to make room.',
  uploadSizeRequired: 'The size of the file must be given when its upload starts',
  tooManyUnfinishedUploads:
    'You already have 3 uploads in progress. Let one finish, or cancel it, then try again.',
  noFile: 'No file uploaded',
  legacyHostNotAllowed: 'This media address is not allowed',
  internalError: 'Internal server error',
  protocolVersionUnsupported: 'This version of the app is out of date. Please reload.',
  clientIdTaken: 'This client id belongs to another member',
  mutationNotAllowed: 'This call cannot be sent through sync',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  postNotFound: 'Post not found',
  eventNotFound: 'Event not found',
  courseNotFound: 'Course not found',
  connectionNotFound: 'Connection not found',
  onlyRecipientAnswers: 'Only the member who received this request can answer it',
  portfolioItemNotFound: 'Portfolio item not found',
  reorderNotOwned: 'Only your own portfolio items can be reordered',
  idTaken: 'This id is already in use',
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed',
  verificationSent: 'Verification e-mail sent',
  emailVerified: 'E-mail verified',
  verificationInvalid: 'This verification link is invalid or has expired',
  verifyEmailFirst:
    'Please verify your e-mail address first: open the link we sent to your inbox. Until then you can only edit your own profile and settings.',
  busy: 'The server is busy. Please try again in a moment.',
  linksUnavailable: 'E-mail links cannot be sent from this address. Please try again later.',
} as const;

// ─── "Check your inbox": the screen of an account whose e-mail is not verified (#28 §1) ────
export const VERIFY_TEXTS = {
  title: 'Check your inbox',
  sentTo: 'We sent a link to',
  explain:
    'Open it to confirm your university address. Until then you can edit your own profile and settings, but you cannot see other members or post anything.',
  resend: 'Resend verification e-mail',
  changeEmail: 'Change e-mail',
  changeEmailIntro:
    'Mistyped your address? Enter the right one and your password; we send the link there.',
  newEmail: 'New e-mail address',
  password: 'Password',
  sendLink: 'Send link',
  cancel: 'Cancel',
  signOut: 'Sign out',
  settings: 'Settings',
  profile: 'Edit profile',
  expiry:
    'Accounts that are not verified within 7 days are removed; you can sign up again after that.',
  resent: 'Verification e-mail sent',
  sendFailed: 'Could not send the e-mail',
} as const;

// ─── Auth page (part 1 §8) ────────────────────────────────────────────────────────────────
export const AUTH_TEXTS = {
  loginFailed: 'Login failed. Please check your email and password.',
  loginFailedNotJson: 'Login failed. Please try again.',
  signupFailed: 'Account creation failed. Please try again.',
  networkError: 'Unable to connect. Please check your internet connection and try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  secureBadge: 'Secure university authentication',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  logIn: 'Log In',
  signingIn: 'Signing in...',
  createAccount: 'Create Account',
  creatingAccount: 'Creating account...',
  signInWithGoogle: 'Sign in with Google',
  continueWithGoogle: 'Continue with Google',
  resendVerification: 'Resend verification e-mail',
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: "Enter your university e-mail and we'll send you a link to choose a new password.",
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  resetRequested:
    'If an account exists for that address, an e-mail with a link to reset the password is on its way. The link works for one hour.',
  resetTitle: 'Choose a new password',
  resetIntro: 'Your new password signs you in here and signs you out everywhere else.',
  setNewPassword: 'Set new password',
  settingNewPassword: 'Saving...',
  backToSignIn: 'Back to sign in',
  askForNewLink: 'Ask for a new link',
} as const;

export const AUTH_ERROR_CODES = {
  non_nyu_email: 'Please use a valid NYU email address (@nyu.edu) to sign in with Google.',
  oauth_error: 'Google sign-in failed. Please try again.',
  no_user: 'Unable to create your account. Please try again.',
  session_failed: 'Session error occurred. Please try signing in again.',
  // Not in the spec's list: a suspended member deserves to know why Google sign-in failed.
  account_suspended: 'This account is suspended. Please contact the Greenroom team.',
} as const;
type AuthErrorCode = keyof typeof AUTH_ERROR_CODES;
export const AUTH_ERROR_FALLBACK = 'An error occurred during sign-in. Please try again.';

/** The message for an `/auth?error=<code>` address; unknown codes get the spec's fallback. */
export function authErrorMessage(code: string | null | undefined): string {
  if (code && Object.hasOwn(AUTH_ERROR_CODES, code)) {
    return AUTH_ERROR_CODES[code as AuthErrorCode];
  }
  return AUTH_ERROR_FALLBACK;
}

// ─── Validation messages ──────────────────────────────────────────────────────────────────
export const VALIDATION_TEXTS = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  schoolRequired: 'School is required',
  majorRequired: 'Major is required',
  graduationYearRequired: 'Graduation year is required',
  invalidUrl: 'Please enter a valid URL',
  currentPasswordRequired: 'Current password is required',
  newPasswordTooShort: 'New password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsDontMatch: "Passwords don't match",
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  programInvalid: 'Please choose a program',
  graduationYearInvalid: 'Please choose a graduation year between 2025 and 2032',
  courseCodeFormat: 'Course code must follow NYU format: DEPT-LEVEL #### (e.g., FMTV-UT 1040)',
  courseMissingInfo: 'Missing information: Course code and name are required.',
  contentRequired: 'Content required',
  postContentEmpty: 'Post content cannot be empty.',
  titleRequired: 'Title required',
  descriptionRequired: 'Description required',
  dateRequired: 'Date required',
  requiredFieldsMissing: 'Required fields missing',
  portfolioTitleRequired: 'Please enter a title.',
  portfolioInvalidVideoUrl: 'Please enter a valid YouTube or Vimeo URL.',
  tooLong: 'Too long',
  /** A write whose path is longer than a push may carry (MUTATION_PATH_MAX). */
  tooLongToSend: 'This is too long to send.',
  tooMany: 'Too many items',
  duplicateTags: 'Tags cannot repeat',
  invalidId: 'Invalid id',
  /** After the field's name: "content must not contain…" (see nulCharacterMessage). */
  nulCharacter: 'must not contain the NUL character (U+0000)',
  nestedTooDeep: `JSON is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`,
  timestampOutOfRange: 'Date must be between the years 1 and 9999',
} as const;

/** "content must not contain the NUL character (U+0000)": names the field at `path`. */
export function nulCharacterMessage(path: readonly PropertyKey[]): string {
  const field = path.length > 0 ? path.map(String).join('.') : 'Text';
  return `${field} ${VALIDATION_TEXTS.nulCharacter}`;
}

// ─── Connections ──────────────────────────────────────────────────────────────────────────
export const CONNECTION_TEXTS = {
  sendErrorTitle: 'Error sending connection request',
  sendErrorFallback: 'Failed to send connection request',
  respondErrorTitle: 'Error responding to connection request',
  requestSent: 'Connection request sent',
  loadFailed: 'Unable to Load Connections',
  loading: 'Loading...',
  connect: 'Connect',
  pending: 'Pending',
  accept: 'Accept',
  decline: 'Decline',
  connected: 'Connected',
  remove: 'Remove connection',
  requestsTitle: 'Connection Requests',
  connectionsTitle: 'Connections',
  fromDevice: 'You are offline: these are the connections saved on this device.',
} as const;

// ─── Portfolio ────────────────────────────────────────────────────────────────────────────
export const PORTFOLIO_TEXTS = {
  reorderFailed: 'Failed to reorder portfolio items. Please try again.',
  deleteFailed: 'Failed to delete portfolio item.',
  updateFailed: 'Failed to update portfolio item.',
  addFailed: 'Failed to add portfolio item. Please try again.',
  uploadErrorTitle: 'Upload Error',
  /** "Upload Error: Failed to upload file: {server text}" */
  uploadErrorPrefix: 'Failed to upload file: ',
  uploadNewFileFailed: 'Failed to upload new file.',
  uploadFailedSizeType: 'Failed to upload file. Please check file size and type.',
  createFailed: 'Failed to create portfolio item. Please try again.',
  fetchFailed: 'Failed to fetch portfolio items',
  added: 'Portfolio item added successfully!',
  updated: 'Portfolio item updated successfully!',
  deleted: 'Portfolio item deleted successfully!',
  titleRequired: 'Please enter a title.',
  sourceRequired: 'Please either upload a file or enter a YouTube/Vimeo URL.',
  sourceBoth: 'Please choose either file upload OR video URL, not both.',
  invalidVideoUrl: 'Please enter a valid YouTube or Vimeo URL.',
  invalidVideoUrlEditTitle: 'Invalid URL',
  invalidVideoUrlEdit: 'Please enter a valid YouTube or Vimeo URL',
  emptyOwnTitle: 'No portfolio items yet',
  emptyOwnDescription: 'Upload your first portfolio item to showcase your work',
  emptyVisitorTitle: 'No portfolio items to show',
  emptyVisitorDescription: "This user hasn't added any portfolio items yet",
  imageFailed: 'Image failed to load',
  retry: 'Retry',
  audioFailed: 'Audio could not be loaded',
  addTitle: 'Add Portfolio Item',
  editTitle: 'Edit Portfolio Item',
  deleteTitle: 'Delete Portfolio Item',
  sizeLimitNote: 'Maximum file size: 500MB',
} as const;

/** "Upload Error: Failed to upload file: {server text}" as a toast. */
export function portfolioUploadError(serverText: string): ToastText {
  return {
    title: PORTFOLIO_TEXTS.uploadErrorTitle,
    description: `${PORTFOLIO_TEXTS.uploadErrorPrefix}${serverText}`,
  };
}

// ─── Profile photo ────────────────────────────────────────────────────────────────────────
export const PHOTO_TEXTS = {
  uploadFailed: 'Upload failed',
  imageLoadFailedTitle: 'Image load failed',
  imageLoadFailed: 'Failed to load image for cropping. Please try a different image.',
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select an image file',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select an image smaller than 5MB',
  cropTitle: 'Crop Your Photo',
} as const;

// ─── Profile and courses ──────────────────────────────────────────────────────────────────
export const PROFILE_TEXTS = {
  updateError: 'Error updating profile',
  skillsUpdateError: 'Error updating skills',
  updated: 'Profile updated successfully',
  skillsUpdated: 'Skills updated successfully',
  userNotFound: 'User not found',
  /** "Error loading profile: {message}" */
  loadErrorPrefix: 'Error loading profile: ',
  noSkills: 'No skills added yet',
  addSkills: '+ Add Skills',
  editProfile: 'Edit Profile',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  noConnections: 'No connections',
  defaultStudentLabel: `${SCHOOL_NAME} Student`,
} as const;

export function profileLoadError(message: string): string {
  return `${PROFILE_TEXTS.loadErrorPrefix}${message}`;
}

export const COURSE_TEXTS = {
  addError: 'Error adding course',
  removeError: 'Error removing course',
  updateError: 'Error updating course',
  added: 'Course added successfully',
  removed: 'Course removed',
  updated: 'Course updated',
  codeFormat: 'Course code must follow NYU format: DEPT-LEVEL #### (e.g., FMTV-UT 1040)',
  missingInfo: 'Missing information: Course code and name are required.',
  fetchFailed: 'Failed to fetch courses',
} as const;

// ─── Settings ─────────────────────────────────────────────────────────────────────────────
export const SETTINGS_TEXTS = {
  privacyFailed: 'Failed to update privacy settings',
  emailFailed: 'Failed to update email settings',
  passwordFailed: 'Failed to change password',
  notAvailableTitle: 'Settings Not Available',
  notAvailable: 'Password settings are not available for Google accounts.',
  passwordUpdated: 'Password Updated',
  privacyUpdated: 'Privacy Settings Updated',
  emailUpdated: 'Email Settings Updated',
} as const;

// ─── Privacy per field, block and mute (ADR 024) ───────────────────────────────────────────
export const PRIVACY_TEXTS = {
  fieldsTitle: 'Who can see my details',
  fieldsIntro: 'Admins can always see these. Everything else on your profile is seen by members.',
  emailLabel: 'My e-mail address',
  phoneLabel: 'My phone number',
  coursesLabel: 'My courses',
  audienceMembers: 'Members',
  audienceConnections: 'My connections',
  audiencePrivate: 'Only me',
  fieldsUpdated: 'Privacy Settings Updated',
  blockedTitle: 'Blocked members',
  blockedIntro:
    'You and a blocked member no longer see each other. They are not told that you blocked them.',
  noBlocked: 'You have not blocked anyone.',
  mutedTitle: 'Muted members',
  mutedIntro:
    "A muted member's posts, jobs and events leave your feed and their notifications stop. They are not told.",
  noMuted: 'You have not muted anyone.',
  unblock: 'Unblock',
  unmute: 'Unmute',
  block: 'Block',
  mute: 'Mute',
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirm:
    'You will no longer see each other anywhere on Greenroom, and any connection between you ends. They are not told.',
  blocked: (name: string) => `${name} is blocked`,
  unblocked: (name: string) => `${name} is unblocked`,
  muted: (name: string) => `${name} is muted`,
  unmuted: (name: string) => `${name} is unmuted`,
  blockFailed: 'Could not block this member. Please try again.',
  muteFailed: 'Could not mute this member. Please try again.',
  cannotBlockSelf: 'You cannot block yourself',
  cannotMuteSelf: 'You cannot mute yourself',
  memberNotFound: 'Member not found',
  notAvailable: 'This member is not available',
  chooseField: 'Choose a setting to change',
} as const;

// ─── Discover ─────────────────────────────────────────────────────────────────────────────
export const DISCOVER_TEXTS = {
  title: `Discover ${SCHOOL_NAME} Students`,
  noUsers: 'No users found',
  clearAll: 'Clear All',
  fromDevice: 'You are offline: these results are from this device',
} as const;

// ─── Posts ────────────────────────────────────────────────────────────────────────────────
export const POST_TEXTS = {
  deleteFailedFallback: 'Failed to delete post',
  editFailed: { title: 'Error', description: 'Failed to save post changes. Please try again.' },
  createErrorTitle: 'Error creating post',
  contentRequired: {
    title: 'Content required',
    description: 'Please enter some content for your post',
  },
  contentEmpty: 'Post content cannot be empty.',
  updated: { title: 'Success', description: 'Post updated successfully!' },
  deleted: { title: 'Success', description: 'Post deleted successfully!' },
  created: { title: 'Post Created!', description: 'Your post has been shared with the community' },
  mediaReady: {
    title: 'Media ready for post!',
    description: 'Your media is uploaded and ready to share in a new post.',
  },
  notFound: 'Post Not Found',
  backToFeed: 'Back to Feed',
  composerPlaceholder: 'Share an update, post a job, or showcase your work...',
  chooserTitle: 'What would you like to share?',
  dialogIntro: `Share updates, showcase your work, or connect with the ${SCHOOL_NAME} community.`,
  deleteConfirm: 'Are you sure you want to delete this post? This action cannot be undone.',
  createFirstPost: 'Create Your First Post',
  untitledPost: 'Untitled Post',
} as const;

// ─── Uploads ──────────────────────────────────────────────────────────────────────────────
export const UPLOAD_TEXTS = {
  failed: { title: 'Upload failed', description: 'Failed to upload file. Please try again.' },
  internalFailed: 'Upload failed',
  invalidResponse: 'Invalid response format',
  unreachable: 'Unable to reach the server',
  stalled: 'The upload stalled: nothing moved on the connection for a while. Please try again.',
  tooLarge: { title: 'File too large', description: 'Please select a file smaller than 500MB.' },
  uploading: 'Uploading...',
  removeFile: 'Remove File',
} as const;

// ─── Events ───────────────────────────────────────────────────────────────────────────────
export const EVENT_TEXTS = {
  createErrorTitle: 'Error creating event',
  updateErrorTitle: 'Error updating event',
  deleteErrorTitle: 'Error deleting event',
  titleRequired: { title: 'Title required', description: 'Please enter an event title' },
  descriptionRequired: {
    title: 'Description required',
    description: 'Please enter an event description',
  },
  dateRequired: { title: 'Date required', description: 'Please select an event date' },
  created: { title: 'Event Created!', description: 'Your event has been created and is now live' },
  updated: 'Event Updated!',
  deleted: 'Event Deleted',
  creating: 'Creating...',
  notFound: 'Event not found',
  organizer: 'Event Organizer',
} as const;

// ─── Notifications and sidebar ────────────────────────────────────────────────────────────
export const NOTIFICATION_TEXTS = {
  empty: 'No notifications yet',
  loading: 'Loading notifications...',
  profileViewTitle: 'Profile View',
  notFound: 'Notification not found',
  connectionRequestTitle: 'New Connection Request',
  connectionAcceptedTitle: 'Connection Accepted',
  classmateJoinedTitle: 'New Classmate',
  jobApplicationTitle: 'New Application',
  applicationAcceptedTitle: 'Application Accepted',
  applicationRejectedTitle: 'Application Update',
  jobMatchTitle: 'New Job Match',
  likeTitle: 'New Like',
  commentTitle: 'New Comment',
  replyTitle: 'New Reply',
  mentionTitle: 'New Mention',
  messageTitle: 'New Message',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
} as const;

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications';
  // Above the cap the name says what the badge shows ('9+'), so that the words on screen are
  // part of the button's name (WCAG 2.5.3).
  return `Notifications, ${unread > NOTIFICATION_BADGE_CAP ? NOTIFICATION_BADGE_OVERFLOW : unread} unread`;
}

/** "{first} {last} is also in {course code}" */
export function classmateJoinedText(
  firstName: string,
  lastName: string,
  courseCode: string,
): string {
  return `${`${firstName} ${lastName}`.trim()} is also in ${courseCode}`;
}

/** "{first} {last} applied to {job title}" */
export function jobApplicationText(firstName: string, lastName: string, jobTitle: string): string {
  return `${`${firstName} ${lastName}`.trim()} applied to ${jobTitle}`;
}

/**
 * "Ada Okafor liked your post", "Ada Okafor and 3 others liked your portfolio piece “Reel”" (the
 * newest first).
 */
export function likeText(newestName: string, others: number, what = 'your post'): string {
  if (others <= 0) return `${newestName} liked ${what}`;
  return `${newestName} and ${others} ${others === 1 ? 'other' : 'others'} liked ${what}`;
}

/** "Liked by A", "Liked by A and B", "Liked by A, B and 10 others". */
export function likedByText(names: readonly string[], total: number): string {
  const shown = names.slice(0, 2);
  const others = Math.max(0, total - shown.length);
  if (shown.length === 0) return '';
  if (others === 0) return `Liked by ${shown.join(' and ')}`;
  return `Liked by ${shown.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** "12 likes", "1 like". */
export function likeCountText(count: number): string {
  return `${count} ${count === 1 ? 'like' : 'likes'}`;
}

// ─── Comments and mentions (#34) ──────────────────────────────────────────────────────────
export const COMMENT_TEXTS = {
  heading: 'Comments',
  boxLabel: 'Write a comment',
  replyBoxLabel: 'Write a reply',
  editBoxLabel: 'Edit your comment',
  send: 'Comment',
  sendReply: 'Reply',
  reply: 'Reply',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this comment?',
  deleteConfirmHint: 'Its replies are deleted with it. This cannot be undone.',
  report: 'Report',
  edited: 'edited',
  required: 'Write something first',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters`,
  notFound: 'Comment not found',
  postGone: 'This post is no longer here',
  replyToReply: 'You can reply to a comment, not to a reply',
  mentionsLabel: 'Members to mention',
  noMentionMatch: 'No member with that name',
  rejectedTitle: 'Your comment was not saved',
  notSaved: 'Your comment could not be saved on this device. Please try again.',
  empty: 'No comments yet',
  addComment: 'Add a comment',
  unknownMember: 'A member',
} as const;

/** "See all 12 comments", "See 1 comment". */
export function seeAllCommentsText(count: number): string {
  return count === 1 ? 'See 1 comment' : `See all ${count} comments`;
}

/** "Ada Okafor commented on your post", "Ada Okafor and 2 others commented on your post". */
export function commentText(newestName: string, others: number): string {
  if (others <= 0) return `${newestName} commented on your post`;
  return `${newestName} and ${others} ${others === 1 ? 'other' : 'others'} commented on your post`;
}

/** The author of a comment hears of a reply to it. */
export function replyText(name: string): string {
  return `${name} replied to your comment`;
}

/** A member named in a comment. */
export function mentionText(name: string): string {
  return `${name} mentioned you in a comment`;
}

/** The applicant hears of the author's decision. */
export function jobMilestoneText(status: 'accepted' | 'rejected', jobTitle: string): string {
  return status === 'accepted'
    ? `Your application for ${jobTitle} was accepted`
    : `Your application for ${jobTitle} was not selected this time`;
}

/** "A new job matches your skills: {title}" */
export function jobMatchText(jobTitle: string): string {
  return `A new job matches your skills: ${jobTitle}`;
}

/** "{first} {last} wants to connect with you" */
export function connectionRequestText(firstName: string, lastName: string): string {
  return `${`${firstName} ${lastName}`.trim()} wants to connect with you`;
}

/** "{first} {last} accepted your connection request" */
export function connectionAcceptedText(firstName: string, lastName: string): string {
  return `${`${firstName} ${lastName}`.trim()} accepted your connection request`;
}

/** "{first} {last} viewed your profile" */
export function profileViewedText(firstName: string, lastName: string): string {
  return `${`${firstName} ${lastName}`.trim()} viewed your profile`;
}

export const SIDEBAR_TEXTS = {
  noTrendingSkills: 'No trending skills yet. Skills will appear as more users join.',
  connectWithStudents: 'Connect with students',
  invisibleTitle: "You're invisible",
  invisibleDescription: 'Your profile views are hidden. Go to Settings to change this.',
  thisWeek: 'This Week',
  allViews: 'All views',
  showLess: 'Show less',
  noRecentActivityTitle: 'No recent activity yet',
  noRecentActivityDescription: 'Activity will appear as users post jobs and content',
  postedJob: 'posted a new job',
  sharedPost: 'shared a post',
  createdEvent: 'created an event',
} as const;

/** 'No skills found matching "{text}"' */
export function noSkillsMatching(text: string): string {
  return `No skills found matching "${text}"`;
}
