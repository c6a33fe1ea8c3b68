import {
  DISH_MSG,
  DISH_PHOTO_MAX_BYTES,
  photoTooLargeMessage,
} from '@fitthali/domain/dish-messages';
import { DISH_PHOTO_TYPES, dishPhotoTypeOf } from '@fitthali/domain/dish-photo-bytes';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { DishImage, type DishPicture } from '../../../components/ui/dish-image';

/**
 * Why `file` cannot be uploaded, by the same rules as the server (its size, and its first bytes
 * rather than its name or type), or null. The server decides again: this only saves a wait.
 */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.size > DISH_PHOTO_MAX_BYTES) return photoTooLargeMessage();
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return dishPhotoTypeOf(head) ? null : DISH_MSG.notAnImage;
}

type Props = {
  /** The dish as saved: its current photo (or drawing) shows until another file is chosen. */
  current: DishPicture | null;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/** The photo input of the dish form, with a preview of the chosen file before it is uploaded. */
export function DishPhotoField({ current, file, onChange, disabled }: Props) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<string | null>(null);

  // An object URL holds the file in memory until revoked: one per chosen file, freed on change.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setProblem('');
      onChange(null);
      return;
    }
    const refusal = await photoProblem(chosen);
    setProblem(refusal ?? '');
    if (refusal) {
      event.target.value = '';
      onChange(null);
      return;
    }
    onChange(chosen);
  };

  return (
    <div className="admin-field dish-photo-field">
      <label htmlFor={inputId}>Photo</label>
      <div className="dish-photo-field__row">
        <div className="dish-photo-field__preview">
          {preview ? (
            <img
              src={preview}
              alt="The chosen file, as it will be cropped"
              width={160}
              height={120}
            />
          ) : current ? (
            <DishImage dish={current} sizes="160px" eager />
          ) : (
            <span className="dish-photo-field__none">No photo yet</span>
          )}
        </div>
        <div className="dish-photo-field__pick">
          <input
            id={inputId}
            type="file"
            accept={DISH_PHOTO_TYPES.join(',')}
            onChange={choose}
            disabled={disabled}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
          />
          <p className="dish-photo-field__hint" id={hintId}>
            JPEG, PNG or WebP up to {DISH_PHOTO_MAX_BYTES / 1024 / 1024} MB. It is cropped to 4:3
            around its centre.
          </p>
          {problem ? (
            <p className="inline-error" id={errorId} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
