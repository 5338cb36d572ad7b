import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CheckIcon } from '../icon/icon';
import { cx } from '../lib/cx';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with a custom box: forms, react-hook-form and the keyboard (Space) work as on
 * any checkbox; the whole row is the click target.
 */
export function Checkbox({ label, hint, className, id: givenId, ...rest }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.row}>
        <span className={styles.boxWrap}>
          <input
            {...rest}
            id={id}
            type="checkbox"
            className={styles.input}
            aria-describedby={hintId}
          />
          <span className={styles.box} aria-hidden="true">
            <CheckIcon className={styles.check} size={14} />
          </span>
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
