// Texts of reports, the moderation queue and the audit log (issue 28 §4; ADR 025), apart from
// texts.ts so that the shell, which every visitor loads, does not carry them.
export const REPORT_TEXTS = {
  kindInvalid: 'Choose what you are reporting',
  reasonRequired: 'Choose a reason',
  decisionInvalid: 'Choose a decision',
  itemNotFound: 'This item no longer exists',
  alreadyReported: 'You have already reported this. An admin will look at it.',
  cannotReportOwn: 'You cannot report your own content',
  noOpenReports: 'There are no open reports on this item',
  cannotRemoveMember: 'A profile cannot be removed; warn or suspend the member instead',
  cannotSuspendAdmin: 'This member cannot be suspended',
  warnReasonRequired: 'Say why the member is warned',
  notInConversation: 'Conversation not found',
  cannotRemoveConversation:
    'A conversation cannot be removed; remove a reported message, or warn or suspend the member',
  noExcerpt: 'This report has no messages to show',
  // The member's side.
  reportAction: 'Report',
  dialogTitle: (kind: string) => `Report this ${kind}`,
  dialogDescription:
    'Tell the admins what is wrong. They will look at it; the member is not told who reported it.',
  reasonLabel: 'Reason',
  noteLabel: 'Anything else the admins should know (optional)',
  submit: 'Report',
  submitAndBlock: 'Report and block',
  sentTitle: 'Report sent',
  sentDescription:
    'Thank you. You will not see this here any more, and we will tell you when an admin has looked at it.',
  sentAndBlockedDescription:
    'Thank you. You will not see this member any more, and we will tell you when an admin has looked at it.',
  // Notifications.
  resolvedTitle: 'Your report was reviewed',
  resolvedMessage: (what: string, outcome: string) =>
    `An admin looked at the ${what} you reported: ${outcome}.`,
  warningTitle: 'A warning from the admins',
  warningMessage: (what: string, reason: string) =>
    `An admin reviewed reports about your ${what} and is warning you: ${reason}`,
} as const;

/** The words for an item kind in sentences ("the post you reported"). */
export const REPORT_KIND_WORDS = {
  post: 'post',
  job: 'job',
  event: 'event',
  member: 'profile',
  comment: 'comment',
  message: 'message',
  conversation: 'conversation',
} as const;

/** What the reporter is told of each decision. */
export const REPORT_OUTCOME_WORDS = {
  dismiss: 'it does not break the rules, so it stays',
  remove: 'it has been removed',
  warn: 'the member has been warned',
  suspend: 'the member has been suspended',
} as const;
