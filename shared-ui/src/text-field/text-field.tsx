import {
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../lib/cx';
import { describedBy, Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import styles from './text-field.module.css';

interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text: marks the control aria-invalid and describes it. */
  error?: ReactNode;
  /** Shows a 'n/max' counter by the label (Title 'n/50', Description 'n/750'). It does not block typing. */
  counterMax?: number;
  hideLabel?: boolean;
  /** Class of the wrapper (label, control, hint, error). */
  className?: string;
  /** Class of the input or textarea itself. */
  inputClassName?: string;
}

export type TextFieldProps = CommonProps &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>)
    | ({
        multiline: true;
        ref?: Ref<HTMLTextAreaElement>;
      } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled text input or, with `multiline`, textarea. Works controlled or uncontrolled. */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, counterMax, hideLabel, className, id: givenId } = props;
  const control = withoutFieldProps(props);
  const autoId = useId();
  const id = givenId ?? autoId;
  const counterId = `${id}-counter`;
  const [typed, setTyped] = useState(() => String(control.defaultValue ?? ''));
  const length = control.value !== undefined ? String(control.value).length : typed.length;

  const counter =
    counterMax !== undefined ? (
      <span id={counterId} className={cx(styles.counter, length > counterMax && styles.over)}>
        {length}/{counterMax}
      </span>
    ) : null;

  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error, counter ? counterId : undefined),
  };

  let input: ReactNode;
  if (control.multiline) {
    const { multiline: _multiline, onChange, inputClassName, ...rest } = control;
    input = (
      <textarea
        {...rest}
        {...a11y}
        className={cx(fieldStyles.control, styles.textarea, inputClassName)}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
      />
    );
  } else {
    const { multiline: _multiline, onChange, inputClassName, ...rest } = control;
    input = (
      <input
        {...rest}
        {...a11y}
        className={cx(fieldStyles.control, inputClassName)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
      />
    );
  }

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      aside={counter}
      hideLabel={hideLabel}
      className={className}
    >
      {input}
    </Field>
  );
}

/** The control's own attributes: TextFieldProps minus the wrapper's (keeps the multiline union). */
function withoutFieldProps(props: TextFieldProps) {
  const copy: Partial<CommonProps> & Record<string, unknown> = { ...props };
  for (const key of [
    'label',
    'hint',
    'error',
    'counterMax',
    'hideLabel',
    'className',
    'id',
  ] as const)
    delete copy[key];
  return copy as unknown as DistributiveOmit<
    TextFieldProps,
    keyof Omit<CommonProps, 'inputClassName'> | 'id'
  >;
}

/** Omit that keeps a union a union, so `multiline` still tells input from textarea. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
