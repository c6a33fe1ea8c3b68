import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/messages';

/** Back to wherever the customer came from; a page opened directly goes to `fallback`. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const t = useT('order');
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm confirm-head__back"
      onClick={() => {
        if (window.history.state && window.history.state.idx > 0) navigate(-1);
        else navigate(fallback);
      }}
    >
      <span aria-hidden="true">←</span> {t('Back')}
    </button>
  );
}
