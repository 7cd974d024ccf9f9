import type { OrderStage, ReturnStatus } from '@shop/domain';
import { BADGE_CLS, RETURN_STATUS_LABELS, STAGE_LABELS } from '../lib/order-labels';

/** An order's stage or a return's status as a small coloured label. */
export function StatusBadge(props: { stage: OrderStage } | { returnStatus: ReturnStatus }) {
  const [key, label] =
    'stage' in props
      ? [props.stage, STAGE_LABELS[props.stage]]
      : [props.returnStatus, RETURN_STATUS_LABELS[props.returnStatus]];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${BADGE_CLS[key]}`}>
      {label}
    </span>
  );
}
