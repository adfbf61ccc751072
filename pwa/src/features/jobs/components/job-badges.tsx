import type { PaymentType } from '@greenroom/shared-model/catalogues';
import { PAYMENT_TYPE_LABELS } from '@greenroom/shared-model/job-texts';
import { Badge } from '../../../ui/badge';

/** Paid / Credit Only / Unpaid. */
export function PaymentBadge({ paymentType }: { paymentType: PaymentType }) {
  return (
    <Badge tone={paymentType === 'paid' ? 'success' : 'neutral'}>
      {PAYMENT_TYPE_LABELS[paymentType]}
    </Badge>
  );
}
