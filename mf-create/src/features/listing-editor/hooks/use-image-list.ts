import { useCallback, useEffect, useRef, useState } from 'react';
import { existingImage, isImageFile, newImage, type ListingImage } from '../utils/listing-images';

/**
 * The form's photos in display (and upload) order: existing ones first on edit, then new picks.
 * Object URLs of new picks are revoked when removed and when the page goes away.
 */
export function useImageList(
  initialUrls: readonly string[] = [],
  initialNames: readonly (string | undefined)[] = [],
) {
  const [images, setImages] = useState<ListingImage[]>(() =>
    initialUrls.map((url, i) => existingImage(url, initialNames[i])),
  );
  const [removed, setRemoved] = useState<Extract<ListingImage, { kind: 'existing' }>[]>([]);
  // The latest list for the unmount clean-up, which must not re-run on every change.
  const live = useRef(images);
  useEffect(() => {
    live.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of live.current)
        if (image.kind === 'new') URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  /** Adds the image files among `files`; returns how many other files were skipped. */
  const add = useCallback((files: Iterable<File>) => {
    const all = Array.from(files);
    const accepted = all.filter(isImageFile);
    if (accepted.length) setImages((prev) => [...prev, ...accepted.map(newImage)]);
    return all.length - accepted.length;
  }, []);

  const remove = useCallback(
    (key: string) => {
      const image = images.find((i) => i.key === key);
      if (!image) return;
      if (image.kind === 'new') URL.revokeObjectURL(image.previewUrl);
      else setRemoved((prev) => [...prev, image]);
      setImages((prev) => prev.filter((i) => i.key !== key));
    },
    [images],
  );

  return { images, removed, add, remove };
}
