// The texts of jobs, applications and "worked together" credits (spec part 2 §2, §8), apart from
// texts.ts: the shell imports texts.ts, and these load with the screens that show them.
// ─── Jobs and applications (part 2 §8) ────────────────────────────────────────────────────
export const JOB_TEXTS = {
  saveToggleFailed: { title: 'Error', description: 'Failed to update job save status' },
  applyFailedTitle: 'Application failed',
  withdrawFailedTitle: 'Withdrawal failed',
  withdrawErrorTitle: 'Error withdrawing application',
  withdrawErrorFallback: 'An error occurred while withdrawing your application',
  submitErrorTitle: 'Error submitting application',
  submitErrorFallback: 'An error occurred while submitting your application',
  noApplicationToWithdraw: 'No application found to withdraw',
  statusUpdateFailed: { title: 'Error', description: 'Failed to update application status' },
  editFailed: {
    title: 'Error saving job changes',
    description: 'Failed to save job changes. Please try again.',
  },
  deleteErrorTitle: 'Error deleting job',
  createErrorTitle: 'Error creating job',
  requiredFieldsMissing: {
    title: 'Required fields missing',
    description: 'Please fill in the title and description',
  },
  saved: 'Saved!',
  unsaved: 'Unsaved',
  appliedSuccess: { title: 'Applied successfully!', description: 'Your application has been sent' },
  withdrawn: {
    title: 'Application withdrawn',
    description: 'You can now apply again if you wish',
  },
  applicationSubmitted: 'Application submitted',
  applicationAccepted: 'Application accepted successfully',
  applicationRejected: 'Application rejected',
  applicationReverted: 'Application status reverted to pending',
  jobUpdated: 'Job updated',
  jobDeleted: 'Job Deleted',
  deleteConfirm: 'Are you sure you want to delete this job post? This action cannot be undone.',
  noJobs: 'No jobs found',
  noApplications: 'No applications yet',
  noSavedJobs: 'No saved jobs',
  jobNotFound: 'Job not found',
  backToJobs: 'Back to Jobs',
  applicationNotFound: 'Application not found',
  backToApplications: 'Back to Applications',
  applyPlaceholder: "Tell them why you're interested in this opportunity...",
  yourJobPost: 'Your job post',
  pageTitle: 'Jobs & Opportunities',
  applicantsTitle: 'Job Applicants',
  postJob: 'Post Job',
  postJobTitle: 'Post a Job Opportunity',
  postJobDescription: 'Find collaborators for your next project.',
  editJobTitle: 'Edit Job Post',
  deleteJobTitle: 'Delete Job Post',
  jobPosted: 'Job posted',
  applyTitle: 'Apply to Job',
  applyNow: 'Apply Now',
  applied: 'Applied',
  submitApplication: 'Submit Application',
  withdrawApplication: 'Withdraw Application',
  withdrawConfirm: 'Withdraw your application? This cannot be undone.',
  applyForPosition: 'Apply for this Position',
  applicationSubmittedTitle: 'Application Submitted',
  ownJobNotice: 'You cannot apply to your own job.',
  save: 'Save',
  savedLabel: 'Saved',
  jobBadge: 'JOB POST',
  viewProfile: 'View Profile',
  email: 'Email',
  contact: 'Contact',
  accept: 'Accept',
  reject: 'Reject',
  revertToPending: 'Move back to pending',
  withdrawAll: 'Withdraw all',
  yourApplications: 'Your Applications',
  noApplicants: 'No one has applied to your jobs yet',
  fromDevice: 'You are offline: these jobs are from this device',
} as const;

// ─── Worked together (beyond the spec) ──────────────────────────────────────────────────────
export const COLLABORATION_TEXTS = {
  title: 'Worked together',
  confirm: 'Confirm',
  remove: 'Remove',
  confirmed: 'Credit confirmed',
  removed: 'Credit removed',
  confirmFailed: 'Could not confirm this credit',
  removeFailed: 'Could not remove this credit',
  notFound: 'Credit not found',
  empty: 'No collaborations yet',
} as const;

/** "Did you work with Ben Ode on Gaffer?" */
export function confirmCollaborationText(partner: string, jobTitle: string): string {
  return `Did you work with ${partner} on ${jobTitle}?`;
}

/** "Waiting for Ben Ode to confirm" */
export function awaitingPartnerText(partner: string): string {
  return `Waiting for ${partner} to confirm`;
}

/** "2 collaborations" (discover cards). */
export function collaborationCountText(count: number): string {
  return count === 1 ? '1 collaboration' : `${count} collaborations`;
}

export const APPLICATION_STATUS_LABELS = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const;

/** The Payment Type choices of the job dialogs. */
export const PAYMENT_TYPE_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid/Credit' },
  { value: 'credit', label: 'Credit Only' },
] as const;

export const PAYMENT_TYPE_LABELS = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  credit: 'Credit Only',
} as const;
