import type { Address } from '@fitthali/domain/address';
import type { Translate } from '@fitthali/domain/i18n/translator';
import { MSG } from '@fitthali/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { readSavedLocation } from '../../../lib/location-storage';
import { toast } from '../../../lib/toast';
import { useSavedLocation } from '../../../lib/use-saved-location';
import { addAddress, deleteAddress, updateAddress } from '../api/address-book';
import type { LocalAddress, SavedAddress } from '../api/types';
import { isAlreadySaved, localAddressFrom } from '../lib/address-text';

/** SPEC §2.2: address notifications close after 3 s. */
export const ADDRESS_TOAST_MS = 3000;

/** The address form, when open: a new address (perhaps started from a location) or an edit. */
export type AddressFormState =
  | { mode: 'add'; prefill?: LocalAddress }
  | { mode: 'edit'; index: number; address: SavedAddress }
  | null;

export type AddressBook = ReturnType<typeof useAddressBook>;

/** 'Failed to save address' and, when the server said why, its reason (already in the page's language). */
function saveFailure(err: unknown, t: Translate): string {
  const reason = err instanceof ApiError && err.status === 400 ? err.serverMessage : undefined;
  return reason && reason !== MSG.saveAddressFailed
    ? t('Failed to save address: {reason}', { reason })
    : MSG.saveAddressFailed;
}

/**
 * The customer's address book on /subscribe-confirm (SPEC §2.11): the list the route's loader read
 * (null when that failed; Try again revalidates), the picked address, the open form and the
 * changes. The server answers each change with the whole list, which is shown as it is until the
 * next load, so a change costs one request.
 */
export function useAddressBook(loaded: SavedAddress[] | null) {
  const revalidator = useRevalidator();
  const t = useT('order');
  const savedLocation = useSavedLocation();
  const [changed, setChanged] = useState<{
    after: SavedAddress[] | null;
    list: SavedAddress[];
  } | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [form, setForm] = useState<AddressFormState>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [listError, setListError] = useState('');

  // Only a retry after a failed load shows as loading; a list on screen stays while the page
  // reloads for another reason (new prices).
  const status = loaded ? 'ready' : revalidator.state === 'loading' ? 'loading' : 'error';
  const addresses = changed && changed.after === loaded ? changed.list : (loaded ?? []);
  const showList = (list: SavedAddress[]) => setChanged({ after: loaded, list });

  const candidate = localAddressFrom(savedLocation);
  const local = candidate && !isAlreadySaved(candidate, addresses) ? candidate : null;
  const selectedId =
    selectedKey && addresses.some((a) => a._id === selectedKey)
      ? selectedKey
      : (addresses[0]?._id ?? null);
  const selected = addresses.find((a) => a._id === selectedId) ?? null;

  // With nothing saved yet the address form opens at once, ready for the house and street when a
  // location is known. Its PIN code is the location the order needs, so the page opens no
  // location dialog of its own (decision 155): at most one location prompt on the way to an
  // order, the first-visit popup on a page for browsing.
  // The location is read from storage here, not from the hook's first render, which has none yet.
  const openedOnce = useRef(false);
  useEffect(() => {
    if (openedOnce.current || status !== 'ready' || addresses.length > 0) return;
    openedOnce.current = true;
    const detected = localAddressFrom(readSavedLocation());
    setForm((current) => current ?? { mode: 'add', ...(detected ? { prefill: detected } : {}) });
  }, [status, addresses.length]);

  const openForm = (next: NonNullable<AddressFormState>) => {
    setSaveError('');
    setForm(next);
  };

  const closeForm = useCallback(() => {
    setForm(null);
    setSaveError('');
  }, []);

  const save = async (fields: Address) => {
    if (!form) return;
    setSaving(true);
    setSaveError('');
    try {
      if (form.mode === 'add') {
        const answer = await addAddress(fields);
        showList(answer.addresses);
        if (answer.address) setSelectedKey(answer.address._id);
        toast.success(t('Address saved'), { duration: ADDRESS_TOAST_MS });
      } else {
        showList(await updateAddress(form.index, fields));
        toast.success(t('Address updated'), { duration: ADDRESS_TOAST_MS });
      }
      setForm(null);
    } catch (err) {
      setSaveError(saveFailure(err, t));
      toast.error(t(MSG.saveAddressFailed), { duration: ADDRESS_TOAST_MS });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (index: number, address: SavedAddress) => {
    setBusyKey(address._id);
    setListError('');
    try {
      showList(await deleteAddress(index));
      if (form?.mode === 'edit' && form.address._id === address._id) closeForm();
      toast.success(t('Address deleted'), { duration: ADDRESS_TOAST_MS });
    } catch {
      setListError(MSG.deleteAddressFailed);
      toast.error(t(MSG.deleteAddressFailed), { duration: ADDRESS_TOAST_MS });
    } finally {
      setBusyKey(null);
    }
  };

  return {
    status,
    addresses,
    /** The detected location, when it is not in the book already. */
    local,
    selected,
    select: setSelectedKey,
    form,
    openForm,
    closeForm,
    saving,
    saveError,
    save,
    /** The address being deleted. */
    busyKey,
    listError,
    remove,
    retry: () => void revalidator.revalidate(),
  };
}
