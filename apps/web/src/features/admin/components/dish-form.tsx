import {
  DISH_CALORIES_MAX,
  DISH_DESCRIPTION_MAX,
  DISH_GRAMS_MAX,
  DISH_NAME_MAX,
  DISH_ODIA_DESCRIPTION_MAX,
  DISH_ODIA_NAME_MAX,
} from '@fitthali/domain/dish-messages';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIET_LABELS,
  DIETS,
  DISH_TAG_LABELS,
  DISH_TAGS,
} from '@fitthali/domain/dishes';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { AdminDish } from '../api/dish-types';
import { createDish, updateDish } from '../api/save-dish';
import { uploadDishPhoto } from '../api/upload-dish-photo';
import {
  type DishFormValues,
  dishChangeFrom,
  formValuesOf,
  NUTRIENT_LABELS,
  NUTRIENTS,
  newDishFrom,
  toggled,
} from '../lib/dish-form-values';
import { DishPhotoField } from './dish-photo-field';

type Props = {
  /** The dish to edit, or null for a new one. */
  dish: AdminDish | null;
  onClose: () => void;
  /** Each time the server stored something: the dish as it now is. */
  onSaved: (dish: AdminDish) => void;
};

const serverSentence = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;

/**
 * The dish form, in a dialog: every field of a dish, allergens and tags as checkboxes, and the
 * photo. A new dish is created first and its photo uploaded after; a photo that fails leaves the
 * dialog open on the dish just created, so nothing typed is lost.
 */
export function DishForm({ dish, onClose, onSaved }: Props) {
  const [saved, setSaved] = useState<AdminDish | null>(dish);
  const [values, setValues] = useState<DishFormValues>(() => formValuesOf(dish));
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const field = (name: string) => `${id}-${name}`;
  const set = <K extends keyof DishFormValues>(key: K, value: DishFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const refuse = (message: string, fieldName: string | null) => {
    setError(message);
    setInvalid(fieldName);
    if (fieldName) document.getElementById(field(fieldName))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const created = saved ? null : newDishFrom(values);
    const change = saved ? dishChangeFrom(saved, values) : null;
    const checked = created ?? change;
    if (checked && !checked.success) {
      return refuse(checked.message, Object.keys(checked.fieldErrors)[0] ?? null);
    }
    if (!checked && !photo) {
      onClose();
      return;
    }
    setError('');
    setInvalid(null);
    setBusy(true);
    let current = saved;
    try {
      let answer: { dish: AdminDish } | null = null;
      if (created?.success) answer = await createDish(created.data);
      else if (saved && change?.success) answer = await updateDish(saved._id, change.data);
      if (answer) {
        current = answer.dish;
        setSaved(current);
        setValues(formValuesOf(current));
        onSaved(current);
      }
      if (photo && current) {
        try {
          current = (await uploadDishPhoto(current._id, photo)).dish;
        } catch (err) {
          const why = serverSentence(err, 'The photo could not be uploaded.');
          refuse(answer ? `${current.name} is saved, but its photo is not: ${why}` : why, 'photo');
          return;
        }
        setPhoto(null);
        onSaved(current);
      }
      toast.success(dish ? `${current?.name} saved.` : `${current?.name} added to the catalogue.`);
      onClose();
    } catch (err) {
      refuse(serverSentence(err, 'Could not save the dish.'), null);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (name: string) => (error && invalid === name ? errorId : undefined);
  const invalidFlag = (name: string) => (invalid === name ? true : undefined);

  return (
    <Modal
      open
      onClose={onClose}
      title={saved ? `Edit ${saved.name}` : 'New dish'}
      size="md"
      className="dish-form-modal"
      initialFocusRef={nameRef}
      closeOnBackdrop={false}
    >
      <form className="dish-form" onSubmit={submit} noValidate aria-label="Dish">
        <div className="admin-field">
          <label htmlFor={field('name')}>Name</label>
          <input
            ref={nameRef}
            id={field('name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            maxLength={DISH_NAME_MAX}
            autoComplete="off"
            required
            aria-invalid={invalidFlag('name')}
            aria-describedby={describedBy('name')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('nameOr')}>Name in Odia (optional)</label>
          <input
            id={field('nameOr')}
            lang="or"
            value={values.nameOr}
            onChange={(event) => set('nameOr', event.target.value)}
            maxLength={DISH_ODIA_NAME_MAX}
            autoComplete="off"
            aria-invalid={invalidFlag('nameOr')}
            aria-describedby={describedBy('nameOr') ?? field('odia-hint')}
          />
          <p className="dish-form__hint" id={field('odia-hint')}>
            Shown on the Odia pages, in Odia script (ଓଡ଼ିଆ). Left empty, they show the English.
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor={field('description')}>Description (optional)</label>
          <textarea
            id={field('description')}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            maxLength={DISH_DESCRIPTION_MAX}
            rows={2}
            aria-invalid={invalidFlag('description')}
            aria-describedby={describedBy('description')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('descriptionOr')}>Description in Odia (optional)</label>
          <textarea
            id={field('descriptionOr')}
            lang="or"
            value={values.descriptionOr}
            onChange={(event) => set('descriptionOr', event.target.value)}
            maxLength={DISH_ODIA_DESCRIPTION_MAX}
            rows={2}
            aria-invalid={invalidFlag('descriptionOr')}
            aria-describedby={describedBy('descriptionOr') ?? field('odia-hint')}
          />
        </div>
        <fieldset className="dish-form__choices" id={field('diet')} tabIndex={-1}>
          <legend>Diet</legend>
          {DIETS.map((diet) => (
            <label key={diet} className="admin-check">
              <input
                type="radio"
                name={field('diet-choice')}
                value={diet}
                checked={values.diet === diet}
                onChange={() => set('diet', diet)}
              />
              <span className={`diet-mark diet-mark--${diet}`} aria-hidden="true" />
              {DIET_LABELS[diet]}
            </label>
          ))}
        </fieldset>
        <fieldset className="dish-form__nutrition">
          <legend>Nutrition per serving</legend>
          <div className="dish-form__numbers">
            {NUTRIENTS.map((key) => (
              <div className="admin-field" key={key}>
                <label htmlFor={field(key)}>{NUTRIENT_LABELS[key]}</label>
                <input
                  id={field(key)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={key === 'calories' ? DISH_CALORIES_MAX : DISH_GRAMS_MAX}
                  step={1}
                  value={values.nutrition[key]}
                  onChange={(event) =>
                    set('nutrition', { ...values.nutrition, [key]: event.target.value })
                  }
                  aria-invalid={invalidFlag(key)}
                  aria-describedby={describedBy(key)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="dish-form__choices" id={field('allergens')} tabIndex={-1}>
          <legend>Allergens (FSSAI)</legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="admin-check">
              <input
                type="checkbox"
                checked={values.allergens.includes(allergen)}
                onChange={(event) =>
                  set(
                    'allergens',
                    toggled(values.allergens, allergen, event.target.checked, ALLERGENS),
                  )
                }
              />
              {ALLERGEN_LABELS[allergen]}
            </label>
          ))}
        </fieldset>
        <fieldset className="dish-form__choices" id={field('tags')} tabIndex={-1}>
          <legend>Tags</legend>
          {DISH_TAGS.map((tag) => (
            <label key={tag} className="admin-check">
              <input
                type="checkbox"
                checked={values.tags.includes(tag)}
                onChange={(event) =>
                  set('tags', toggled(values.tags, tag, event.target.checked, DISH_TAGS))
                }
              />
              {DISH_TAG_LABELS[tag]}
            </label>
          ))}
        </fieldset>
        <div id={field('photo')} tabIndex={-1}>
          <DishPhotoField current={saved} file={photo} onChange={setPhoto} disabled={busy} />
        </div>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={values.available}
            onChange={(event) => set('available', event.target.checked)}
          />
          Available for new menus
        </label>
        <div role="alert" aria-atomic="true" className="admin-live">
          {error ? (
            <p className="inline-error admin-form-error" id={errorId}>
              {error}
            </p>
          ) : null}
        </div>
        <div className="dish-form__foot">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            Cancel
          </button>
          <BusyButton type="submit" className="btn btn--primary btn--sm" busy={busy}>
            {busy ? 'Saving...' : saved ? 'Save dish' : 'Add dish'}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
