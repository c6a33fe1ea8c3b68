import type { GeocodedLocation } from '@fitthali/domain/geocoded-location';
import { CheckCircleIcon } from '../../../components/ui/action-icons';
import { OsmAttribution } from './osm-attribution';

const ROWS: { key: keyof GeocodedLocation; label: string }[] = [
  { key: 'city', label: 'City' },
  { key: 'area', label: 'Area' },
  { key: 'landmark', label: 'Landmark' },
  { key: 'district', label: 'District' },
  { key: 'pin', label: 'PIN' },
];

/** The place found (SPEC §2.6): city, area, landmark, district, PIN and the full address. */
export function DetectedAddress({ location }: { location: GeocodedLocation }) {
  return (
    <section className="detected" aria-label="Detected address">
      <p className="detected__heading">
        <CheckCircleIcon size={20} />
        We deliver here
      </p>
      <dl className="detected__grid">
        {ROWS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{String(location[key] ?? '') || '—'}</dd>
          </div>
        ))}
        <div className="detected__full">
          <dt>Full address</dt>
          <dd>{location.fullAddress || '—'}</dd>
        </div>
      </dl>
      <OsmAttribution />
    </section>
  );
}
