// /applicants, 'Job Applicants': the applications to the member's jobs, grouped by job; below,
// the member's own applications (with Withdraw all).
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { css } from '../../../../styled-system/css';
import { ApplicantsByJob } from './applicants-by-job';
import { MyApplications } from './my-applications';

export function ApplicantsPage() {
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '56rem', mx: 'auto', w: 'full' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: { base: '2xl', md: '3xl' } })}>
        {JOB_TEXTS.applicantsTitle}
      </h1>
      <ApplicantsByJob />
      <section aria-labelledby="your-applications" className={css({ display: 'grid', gap: '3' })}>
        <h2 id="your-applications" className={css({ fontSize: 'xl', fontWeight: '700' })}>
          {JOB_TEXTS.yourApplications}
        </h2>
        <MyApplications />
      </section>
    </div>
  );
}
