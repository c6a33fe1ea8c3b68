import { addressOneLine } from '@fitthali/domain/address-line';
import { MSG } from '@fitthali/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/action-icons';
import { MapPinIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError, isAbortError } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { readSavedLocation } from '../../../lib/location-storage';
import { toast } from '../../../lib/toast';
import { useSavedLocation } from '../../../lib/use-saved-location';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../api/address-book';
import type { AddressFields, LocalAddress, ServerAddress } from '../api/types';
import { isAlreadySaved, localAddressFrom } from '../lib/address-text';
import { AddressForm } from './address-form';
import '../addresses.css';

/** SPEC §2.2: address notifications close after 3 s. */
export const ADDRESS_TOAST_MS = 3000;

type Props = {
  /** Told about the address the customer picked (or null when there is none). */
  onSelectionChange?: (address: ServerAddress | null) => void;
  /** No address to deliver to, or the list could not load: the page asks for a location. */
  onLocationNeeded?: () => void;
};

type FormState =
  | { mode: 'add'; prefill?: LocalAddress }
  | { mode: 'edit'; index: number; address: ServerAddress }
  | null;

/** A detected location starts a new address: everything but the house and street filled in. */
function prefillFrom(local: LocalAddress): AddressFields {
  return { at: '', po: local.po, dist: local.dist, pin: local.pin, lat: local.lat, lng: local.lng };
}

function saveFailure(err: unknown): string {
  const reason = err instanceof ApiError && err.status === 400 ? err.serverMessage : undefined;
  return reason && reason !== MSG.saveAddressFailed
    ? `${MSG.saveAddressFailed}: ${reason}`
    : MSG.saveAddressFailed;
}

/**
 * The delivery address part of /subscribe-confirm (SPEC §2.11): the customer's saved addresses with
 * edit and delete, and Add New Address. The browser's detected location only prefills a new
 * address: it names a locality, not a door, so it is never ordered to as it is (issue 11 point 1).
 */
export function DeliveryAddresses({ onSelectionChange, onLocationNeeded }: Props) {
  const routerLocation = useLocation();
  const savedLocation = useSavedLocation();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [addresses, setAddresses] = useState<ServerAddress[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [listError, setListError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const needLocation = useRef(onLocationNeeded);
  needLocation.current = onLocationNeeded;
  const onSelection = useRef(onSelectionChange);
  onSelection.current = onSelectionChange;

  useEffect(() => {
    try {
      setSignedIn(readToken() !== null);
    } catch {
      setSignedIn(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again trigger.
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setStatus('loading');
    listAddresses(controller.signal)
      .then((list) => {
        setAddresses(list);
        setStatus('ready');
        if (list.length === 0 && !localAddressFrom(readSavedLocation())) needLocation.current?.();
      })
      .catch((err) => {
        if (isAbortError(err)) return;
        setStatus('error');
        needLocation.current?.();
      });
    return () => controller.abort();
  }, [signedIn, attempt]);

  const candidate = localAddressFrom(savedLocation);
  const local = candidate && !isAlreadySaved(candidate, addresses) ? candidate : null;
  const options = addresses;
  const effectiveKey =
    selectedKey && options.some((a) => a._id === selectedKey)
      ? selectedKey
      : (options[0]?._id ?? null);
  const selected = options.find((a) => a._id === effectiveKey) ?? null;
  const selectedSignature = selected ? `${selected._id}|${addressOneLine(selected)}` : '';

  // With nothing saved yet, the detected location opens the form ready for the house and street.
  const prefilledOnce = useRef(false);
  useEffect(() => {
    if (prefilledOnce.current || status !== 'ready' || addresses.length > 0 || !local) return;
    prefilledOnce.current = true;
    setForm((current) => current ?? { mode: 'add', prefill: local });
  }, [status, addresses.length, local]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for `selected`.
  useEffect(() => {
    onSelection.current?.(selected);
  }, [selectedSignature]);

  const closeForm = useCallback(() => {
    setForm(null);
    setSaveError('');
  }, []);

  const save = async (fields: AddressFields) => {
    if (!form) return;
    setSaving(true);
    setSaveError('');
    try {
      if (form.mode === 'add') {
        const answer = await addAddress(fields);
        setAddresses(answer.addresses);
        if (answer.address) setSelectedKey(answer.address._id);
        toast.success('Address saved', { duration: ADDRESS_TOAST_MS });
      } else {
        setAddresses(await updateAddress(form.index, fields));
        toast.success('Address updated', { duration: ADDRESS_TOAST_MS });
      }
      setForm(null);
    } catch (err) {
      setSaveError(saveFailure(err));
      toast.error(MSG.saveAddressFailed, { duration: ADDRESS_TOAST_MS });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (index: number, address: ServerAddress) => {
    setBusyKey(address._id);
    setListError('');
    try {
      setAddresses(await deleteAddress(index));
      if (form?.mode === 'edit' && form.address._id === address._id) closeForm();
      toast.success('Address deleted', { duration: ADDRESS_TOAST_MS });
    } catch {
      setListError(MSG.deleteAddressFailed);
      toast.error(MSG.deleteAddressFailed, { duration: ADDRESS_TOAST_MS });
    } finally {
      setBusyKey(null);
    }
  };

  if (signedIn === null) return <LoadingState label="Loading your addresses…" />;

  if (!signedIn) {
    return (
      <section className="address-book" aria-labelledby="address-book-title">
        <h2 className="address-book__title" id="address-book-title">
          Delivery Address
        </h2>
        <p className="address-book__empty">
          <Link to="/login" state={{ from: routerLocation }}>
            Log in
          </Link>{' '}
          to choose where your meals are delivered.
        </p>
      </section>
    );
  }

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <div className="address-book__head">
        <h2 className="address-book__title" id="address-book-title">
          Delivery Address
        </h2>
        {form?.mode !== 'add' ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setSaveError('');
              setForm({ mode: 'add' });
            }}
          >
            <PlusIcon size={18} />
            Add New Address
          </button>
        ) : null}
      </div>

      {status === 'loading' ? <LoadingState label="Loading your addresses…" /> : null}

      {status === 'error' ? (
        <div className="address-book__load-error">
          <p className="inline-error" role="alert">
            {MSG.loadAddressesFailed}
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </button>
        </div>
      ) : null}

      {status !== 'loading' && options.length > 0 ? (
        <fieldset className="address-list-group">
          <legend className="visually-hidden">Choose a delivery address</legend>
          <ul className="address-list">
            {addresses.map((address, index) => {
              const text = addressOneLine(address);
              const busy = busyKey === address._id;
              return (
                <li
                  key={address._id}
                  className="address-item"
                  data-selected={effectiveKey === address._id || undefined}
                >
                  <label className="address-item__choice">
                    <input
                      type="radio"
                      name="delivery-address"
                      checked={effectiveKey === address._id}
                      onChange={() => setSelectedKey(address._id)}
                    />
                    <span className="address-item__text">{text}</span>
                  </label>
                  <div className="address-item__actions">
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Edit address: ${text}`}
                      onClick={() => {
                        setSaveError('');
                        setForm({ mode: 'edit', index, address });
                      }}
                      disabled={busy}
                    >
                      <PencilIcon size={18} />
                    </button>
                    <button
                      type="button"
                      className="icon-btn icon-btn--danger"
                      aria-label={`Delete address: ${text}`}
                      onClick={() => void remove(index, address)}
                      disabled={busy}
                    >
                      {busy ? (
                        <span className="spinner spinner--sm" aria-hidden="true" />
                      ) : (
                        <TrashIcon size={18} />
                      )}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {local && status === 'ready' && form?.mode !== 'add' ? (
        <div className="detected-location">
          <p className="detected-location__text">
            <span className="address-item__badge">
              <MapPinIcon size={14} />
              Current location
            </span>
            {addressOneLine(local)}
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setSaveError('');
              setForm({ mode: 'add', prefill: local });
            }}
          >
            Deliver here
          </button>
        </div>
      ) : null}

      {status === 'ready' && options.length === 0 && !form ? (
        <p className="address-book__empty">
          No saved addresses yet. Add one, or set your location to start one from there.
        </p>
      ) : null}

      <div role="alert" className="address-book__alert">
        {listError ? <p className="inline-error">{listError}</p> : null}
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
          saving={saving}
          saveError={saveError}
          onSubmit={(fields) => void save(fields)}
          onCancel={closeForm}
        />
      ) : null}
    </section>
  );
}
