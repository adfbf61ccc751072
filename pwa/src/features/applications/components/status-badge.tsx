import type { ApplicationStatus } from '@greenroom/shared-model/catalogues';
import { APPLICATION_STATUS_LABELS } from '@greenroom/shared-model/job-texts';
import { Badge } from '../../../ui/badge';

const TONES = { pending: 'warning', accepted: 'success', rejected: 'danger' } as const;

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
