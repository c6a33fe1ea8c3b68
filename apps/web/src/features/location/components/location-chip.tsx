import { useId } from 'react';
import { RefreshIcon } from '../../../components/ui/action-icons';
import { MapPinIcon } from '../../../components/ui/icons';
import { useT } from '../../../i18n/messages';

type Props = {
  city: string;
  fullAddress: string;
  detecting: boolean;
  onRefresh: () => void;
  className?: string;
};

/**
 * The signed-in visitor's delivery location in the navigation bar (SPEC §2.3): the saved city or
 * 'Set', the full address as a tooltip, and a refresh control that spins while detecting.
 */
export function LocationChip({ city, fullAddress, detecting, onRefresh, className }: Props) {
  const tipId = useId();
  const t = useT('chrome');
  return (
    <div className={['location-chip', className].filter(Boolean).join(' ')}>
      <MapPinIcon size={18} className="location-chip__pin" />
      <span className="location-chip__text">
        <span className="visually-hidden">{t('Delivery location:')} </span>
        <span className="location-chip__city">{city || t('Set')}</span>
      </span>
      <button
        type="button"
        className="location-chip__refresh"
        aria-label={detecting ? t('Detecting location') : t('Refresh location')}
        aria-describedby={tipId}
        aria-busy={detecting || undefined}
        onClick={onRefresh}
        disabled={detecting}
      >
        <RefreshIcon size={18} className={detecting ? 'is-spinning' : undefined} />
      </button>
      <span role="tooltip" id={tipId} className="location-chip__tooltip">
        {fullAddress || t('No delivery location set yet')}
      </span>
    </div>
  );
}
