import { useDeferredValue, useMemo, useState } from 'react';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, IconButton, SemesterBadge } from 'shared-ui';
import { formatShortDate } from 'shared-api';
import { maskProfanity, type ListingFormValues } from 'shared-api/validation';
import { imageSrc, type ListingImage } from '../utils/listing-images';
import styles from './listing-preview.module.css';

export interface ListingPreviewProps {
  values: ListingFormValues;
  images: readonly ListingImage[];
}

const positive = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

function addressLine(v: ListingFormValues): string {
  if (!v.street.trim()) return 'Address';
  const street = v.aptnumber.trim()
    ? `${v.street.trim()}, Unit ${v.aptnumber.trim()}`
    : v.street.trim();
  const region = [v.state.trim(), v.zipcode.trim()].filter(Boolean).join(' ');
  return [street, v.city.trim(), region].filter(Boolean).join(', ');
}

/**
 * The listing as seekers will see it, updated as the form is typed in, with the same
 * profanity masking as what is submitted. Deferred so typing never waits for the preview.
 */
export function ListingPreview({ values: live, images }: ListingPreviewProps) {
  const values = useDeferredValue(live);
  const title = useMemo(() => maskProfanity(values.title.trim()), [values.title]);
  const description = useMemo(() => maskProfanity(values.description.trim()), [values.description]);
  const rent = positive(values.rent);
  const details = [
    ['Bedrooms', positive(values.bedrooms)],
    ['Bathrooms', positive(values.bathrooms)],
    ['Square Feet', positive(values.squareFeet)],
    ['Roommates', values.roommates.trim() === '' ? null : Number(values.roommates)],
  ] as const;

  return (
    <article className={styles.card} aria-label="Listing preview">
      <PreviewImages images={images} />
      <div className={styles.body}>
        <h3 className={styles.title}>{title || 'Listing Title'}</h3>
        <p className={styles.price}>
          {rent === null
            ? 'TBD'
            : `$${rent.toLocaleString('en-US', { maximumFractionDigits: 2 })}/month`}
        </p>
        <div className={styles.meta}>
          <SemesterBadge semester={values.term} size="sm" />
          <span>
            {formatShortDate(values.startDate)} – {formatShortDate(values.endDate)}
          </span>
        </div>
        <p className={styles.address}>{addressLine(values)}</p>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd>
                {value === null || Number.isNaN(value) ? 'TBD' : value.toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        <h4 className={styles.subheading}>Description</h4>
        <p className={styles.description}>{description || 'No description provided.'}</p>
        {values.amenities.length > 0 ? (
          <>
            <h4 className={styles.subheading}>Amenities</h4>
            <ul className={styles.amenities}>
              {values.amenities.map((a) => (
                <li key={a}>
                  <CheckIcon size={16} className={styles.check} />
                  {a}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </article>
  );
}

function PreviewImages({ images }: { images: readonly ListingImage[] }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className={styles.noImage}>No images uploaded</div>;
  // The shown photo may have been removed: stay within bounds without an effect.
  const current = Math.min(index, images.length - 1);
  const image = images[current];
  const step = (delta: number) => setIndex((current + delta + images.length) % images.length);
  return (
    <div className={styles.gallery}>
      {image ? (
        <img
          src={imageSrc(image)}
          alt={`Listing preview, ${current + 1} of ${images.length}`}
          className={styles.image}
        />
      ) : null}
      {images.length > 1 ? (
        <>
          <IconButton
            aria-label="Previous photo"
            variant="overlay"
            className={styles.prev}
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next photo"
            variant="overlay"
            className={styles.next}
            onClick={() => step(1)}
          >
            <ChevronRightIcon />
          </IconButton>
          <span className={styles.counter}>
            {current + 1} / {images.length}
          </span>
        </>
      ) : null}
    </div>
  );
}
