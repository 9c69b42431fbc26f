import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  labelClassName: string;
  /** Renders the one control the label names, given the id that ties them. */
  children: (id: string) => ReactNode;
}

/** A label and its control, tied by a generated id: a click on the label focuses the control and screen readers name it. */
export function Field({ label, labelClassName, children }: FieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children(id)}
    </>
  );
}

type RangeFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> & {
    value: number;
    onValue: (value: number) => void;
  };

/** A labelled slider (a native range input: a finger, a mouse and the arrow keys all move it) that answers numbers. */
export function RangeField({ label, labelClassName, value, onValue, ...input }: RangeFieldProps) {
  return (
    <Field label={label} labelClassName={labelClassName}>
      {(id) => <input {...input} id={id} type="range" value={value} onChange={(event) => onValue(Number(event.currentTarget.value))} />}
    </Field>
  );
}
