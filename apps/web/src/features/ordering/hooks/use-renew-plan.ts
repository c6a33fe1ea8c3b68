import { useNavigate } from 'react-router';
import { saveDraft } from '../lib/order-draft';
import { type RenewableOrder, renewDraft } from '../lib/renew-draft';

/**
 * Renew (decision 78): the confirm page opens with the plan's own choices, handed over the same
 * way a plan page hands them (session storage and navigation state). False when the stored order
 * lacks something the confirm page needs, so the caller can say so.
 */
export function useRenewPlan() {
  const navigate = useNavigate();
  return (order: RenewableOrder): boolean => {
    const draft = renewDraft(order);
    if (!draft) return false;
    saveDraft(draft);
    navigate('/subscribe-confirm', { state: { order: draft } });
    return true;
  };
}
