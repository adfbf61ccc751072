// The spec's progress scale (part 1 §4): the upload itself fills up to 85 %, then 90 after the
// upload, 95 at creation, 100 at the end. We show real bytes on that scale.
import { FAKE_PROGRESS_CAP_PERCENT } from '@greenroom/shared-model/constants';

export function uploadProgressPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, sent / total)) * FAKE_PROGRESS_CAP_PERCENT);
}
