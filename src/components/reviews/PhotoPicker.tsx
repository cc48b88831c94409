import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useUploadPhoto } from '../../hooks/media.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import {
  MAX_PHOTO_MB,
  refusalOf,
  type PhotoRefusal,
  type PhotoState,
  type PickedPhoto,
} from './photoModel.js';
import { PhotoPickerItem } from './PhotoPickerItem.js';

export interface PhotoPickerProps {
  /** The photos picked so far (the form holds them). */
  photos: readonly PickedPhoto[];
  /** Applies a change; uploads finish in any order, so changes come as updates of the latest list. */
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
  /** At most this many photos (E22 takes five). */
  max: number;
  /** The form's message about the photos, if any. */
  error?: string | undefined;
  /** Extra class names, merged last. */
  className?: string;
}

let sequence = 0;
const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/**
 * Adds review photos from files or the phone's camera (`accept="image/*"`), or by drag and drop:
 * each is checked (type, size) before it is sent, uploads at once with its own progress bar,
 * and may be described (its alternative text) or removed. Changes are announced politely.
 */
export function PhotoPicker({ photos, onChange, max, error, className }: PhotoPickerProps) {
  const { t } = useI18n();
  const id = useId();
  const upload = useUploadPhoto();
  const [refusals, setRefusals] = useState<PhotoRefusal[]>([]);
  const [left, setLeft] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // Two uploads that finish in one render are said together, not the second over the first.
  const spoken = useRef(true);
  useEffect(() => {
    spoken.current = true;
  });
  const announce = (text: string) => {
    const more = !spoken.current;
    spoken.current = false;
    setAnnouncement((said) => (more ? `${said} ${text}` : text));
  };
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const setState = (photoId: string, state: PhotoState) =>
    onChange((list) => list.map((p) => (p.id === photoId ? { ...p, state } : p)));

  const send = (photo: PickedPhoto) => {
    const controller = new AbortController();
    controllers.current.set(photo.id, controller);
    setState(photo.id, { kind: 'uploading', progress: 0 });
    upload
      .mutateAsync({
        file: photo.file,
        signal: controller.signal,
        onProgress: (progress) => setState(photo.id, { kind: 'uploading', progress }),
      })
      .then(
        ({ url, width, height }) => {
          setState(photo.id, { kind: 'done', url, width, height });
          announce(t('reviews.photos.added', { index: indexOf(photo.id) }));
        },
        (failure: unknown) => {
          if (!controller.signal.aborted) setState(photo.id, { kind: 'failed', error: failure });
        },
      )
      .finally(() => controllers.current.delete(photo.id));
  };

  // The position of a photo when its upload ends (the list may have changed meanwhile).
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  const indexOf = (photoId: string) => latest.current.findIndex((p) => p.id === photoId) + 1;

  const add = (files: File[]) => {
    const refused: PhotoRefusal[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const reason = refusalOf(file);
      if (reason) refused.push({ name: file.name, reason });
      else accepted.push(file);
    }
    const room = Math.max(0, max - photos.length);
    const added = accepted.slice(0, room).map<PickedPhoto>((file) => ({
      id: `photo-${++sequence}`,
      file,
      preview: previewOf(file),
      alt: '',
      state: { kind: 'uploading', progress: 0 },
    }));
    setRefusals(refused);
    setLeft(accepted.length - added.length);
    if (added.length > 0) {
      onChange((list) => [...list, ...added]);
      announce(t('reviews.photos.uploading', { count: added.length }));
      added.forEach(send);
    }
  };

  const remove = (photo: PickedPhoto, index: number) => {
    controllers.current.get(photo.id)?.abort();
    if (photo.preview) URL.revokeObjectURL(photo.preview);
    onChange((list) => list.filter((p) => p.id !== photo.id));
    setAnnouncement(t('reviews.photos.removed', { index }));
    // The button is gone: focus goes back to where photos are added.
    inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <fieldset
      className={cx('lk-photo-picker', className)}
      data-dragging={dragging ? '' : undefined}
      aria-describedby={`${id}-hint`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className="lk-field__label">{t('reviews.photos.legend', { max })}</legend>
      <p className="lk-field__hint" id={`${id}-hint`}>
        {dragging ? t('reviews.photos.drop') : t('reviews.photos.hint', { size: MAX_PHOTO_MB })}
      </p>
      {photos.length > 0 && (
        <ul className="lk-photo-picker__list">
          {photos.map((photo, i) => (
            <PhotoPickerItem
              key={photo.id}
              photo={photo}
              index={i + 1}
              onDescribe={(alt) =>
                onChange((list) => list.map((p) => (p.id === photo.id ? { ...p, alt } : p)))
              }
              onRemove={() => remove(photo, i + 1)}
              onRetry={() => send(photo)}
            />
          ))}
        </ul>
      )}
      <label
        className="lk-button lk-button--secondary lk-photo-picker__add"
        data-disabled={photos.length >= max ? '' : undefined}
      >
        {t('reviews.photos.add')}
        <input
          ref={inputRef}
          className="lk-visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={photos.length >= max}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // The same file may be picked again after a removal.
            event.target.value = '';
          }}
        />
      </label>
      {(refusals.length > 0 || left > 0 || error) && (
        <div role="alert">
          <ul className="lk-field__error lk-photo-picker__errors">
            {refusals.map((r, i) => (
              <li key={`${i}-${r.name}`}>
                {t(
                  r.reason === 'type' ? 'reviews.photos.error.type' : 'reviews.photos.error.size',
                  {
                    name: r.name,
                    max: MAX_PHOTO_MB,
                  },
                )}
              </li>
            ))}
            {left > 0 && <li>{t('reviews.photos.tooMany', { max, count: left })}</li>}
            {error && <li>{error}</li>}
          </ul>
        </div>
      )}
      <p className="lk-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
