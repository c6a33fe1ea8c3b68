import type { Address } from '@fitthali/domain/address';
import { addressOneLine } from '@fitthali/domain/address-line';
import { MSG } from '@fitthali/domain/messages';
import { MapPinIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { PlusIcon } from '../../../components/ui/page-icons';
import { useT } from '../../../i18n/messages';
import type { LocalAddress } from '../api/types';
import type { AddressBook } from '../hooks/use-address-book';
import { AddressForm } from './address-form';
import { SavedAddressItem } from './saved-address-item';
import '../addresses.css';

/** A detected location starts a new address: everything but the house and street filled in. */
function prefillFrom(local: LocalAddress): Address {
  return { at: '', po: local.po, dist: local.dist, pin: local.pin, lat: local.lat, lng: local.lng };
}

/**
 * The delivery address part of /subscribe-confirm (SPEC §2.11): the customer's saved addresses with
 * edit and delete, and Add New Address, shown from the address book the page holds
 * (`useAddressBook`). The browser's detected location only prefills a new address: it names a
 * locality, not a door, so it is never ordered to as it is (issue 11 point 1).
 */
export function DeliveryAddresses({ book }: { book: AddressBook }) {
  const { status, addresses, local, selected, form } = book;
  const t = useT('order');

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <div className="address-book__head">
        <h2 className="address-book__title" id="address-book-title">
          {t('Delivery Address')}
        </h2>
        {form?.mode !== 'add' ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => book.openForm({ mode: 'add' })}
          >
            <PlusIcon size={18} />
            {t('Add New Address')}
          </button>
        ) : null}
      </div>

      {status === 'loading' ? <LoadingState label={t('Loading your addresses…')} /> : null}

      {status === 'error' ? (
        <div className="address-book__load-error">
          <p className="inline-error" role="alert">
            {t(MSG.loadAddressesFailed)}
          </p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={book.retry}>
            {t('Try again')}
          </button>
        </div>
      ) : null}

      {status !== 'loading' && addresses.length > 0 ? (
        <fieldset className="address-list-group">
          <legend className="visually-hidden">{t('Choose a delivery address')}</legend>
          <ul className="address-list">
            {addresses.map((address, index) => (
              <SavedAddressItem
                key={address._id}
                address={address}
                selected={selected?._id === address._id}
                busy={book.busyKey === address._id}
                onSelect={() => book.select(address._id)}
                onEdit={() => book.openForm({ mode: 'edit', index, address })}
                onDelete={() => void book.remove(index, address)}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}

      {local && status === 'ready' && form?.mode !== 'add' ? (
        <div className="detected-location">
          <p className="detected-location__text">
            <span className="address-item__badge">
              <MapPinIcon size={14} />
              {t('Current location')}
            </span>
            {addressOneLine(local)}
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => book.openForm({ mode: 'add', prefill: local })}
          >
            {t('Deliver here')}
          </button>
        </div>
      ) : null}

      {status === 'ready' && addresses.length === 0 && !form ? (
        <p className="address-book__empty">
          {t('No saved addresses yet. Add one, or set your location to start one from there.')}
        </p>
      ) : null}

      <div role="alert" className="address-book__alert">
        {book.listError ? <p className="inline-error">{t(book.listError)}</p> : null}
      </div>

      {form ? (
        <AddressForm
          key={form.mode === 'edit' ? form.address._id : `add-${form.prefill?.at ?? ''}`}
          mode={form.mode}
          initial={
            form.mode === 'edit'
              ? form.address
              : form.prefill
                ? prefillFrom(form.prefill)
                : undefined
          }
          locality={form.mode === 'add' ? form.prefill?.at : undefined}
          saving={book.saving}
          saveError={book.saveError}
          onSubmit={(fields) => void book.save(fields)}
          onCancel={book.closeForm}
        />
      ) : null}
    </section>
  );
}
