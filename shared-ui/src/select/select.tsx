import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { ChevronDownIcon } from '../icon/icon';
import { cx } from '../lib/cx';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The choices; or pass <option> children yourself. */
  options?: SelectOption[];
  /** A first, empty choice such as 'Select a reason'. */
  placeholder?: string;
  hideLabel?: boolean;
  /** Class of the wrapper. */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native <select>: the platform's own picker, keyboard and screen-reader support,
 * which is the most reliable choice on phones.
 */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  hideLabel,
  className,
  id: givenId,
  children,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={styles.wrap}>
        <select
          {...rest}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cx(fieldStyles.control, styles.select)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={rest.required}>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className={styles.chevron} size={18} />
      </div>
    </Field>
  );
}
