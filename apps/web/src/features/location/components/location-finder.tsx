import { type FormEvent, type RefObject, useId, useState } from 'react';
import { CrosshairIcon, SearchIcon } from '../../../components/ui/action-icons';
import { useT } from '../../../i18n/messages';
import type { LocationLookup } from '../hooks/use-location-lookup';

type Props = {
  lookup: LocationLookup;
  /** Lets the dialog around the finder put the cursor in the search box when it opens. */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/**
 * Area or PIN code search plus 'Use Current Location', with progress and every error announced;
 * the place found is in `lookup`'s state for the dialog around it to show and save.
 */
export function LocationFinder({ lookup, inputRef }: Props) {
  const inputId = useId();
  const t = useT('location');
  const errorId = useId();
  const [query, setQuery] = useState('');
  const { state, busy } = lookup;
  // The lookup's refusals are the domain's sentences, or the server's already in the page's language.
  const error = state.status === 'error' ? t(state.message) : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void lookup.search(query);
  };

  return (
    <form className="finder" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        {t('Area or pincode')}
      </label>
      <div className="finder__row">
        <input
          ref={inputRef}
          id={inputId}
          className="field__input finder__input"
          name="location-query"
          autoComplete="postal-code"
          placeholder={t('e.g. Saheed Nagar or 751007')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="btn btn--primary finder__submit" disabled={busy}>
          {state.status === 'searching' ? (
            <span className="btn__spinner" aria-hidden="true" />
          ) : (
            <SearchIcon size={18} />
          )}
          {t('Find Location')}
        </button>
      </div>
      <div className="finder__or" aria-hidden="true">
        <span>{t('or')}</span>
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={() => void lookup.detect()}
        disabled={busy}
      >
        <CrosshairIcon
          size={18}
          className={state.status === 'detecting' ? 'is-spinning' : undefined}
        />
        {t('Use Current Location')}
      </button>
      <div role="status" className="finder__status">
        {state.status === 'searching' ? t('Searching…') : null}
        {state.status === 'detecting' ? t('Detecting your location…') : null}
      </div>
      <div role="alert" className="finder__alert">
        {error ? (
          <p className="inline-error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
