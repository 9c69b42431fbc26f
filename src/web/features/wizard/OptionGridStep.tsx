import type { ReactNode } from 'react';
import { OptionButton, StepCard } from './StepCard';

interface OptionGridStepProps<Id extends string> {
  number: number;
  title: string;
  options: readonly { id: Id; name: string; description: string }[];
  selected: Id | null;
  onSelect: (id: Id) => void;
  /** The picture on each option's button, e.g. a finish or style swatch in the chosen colour. */
  visual: (id: Id) => ReactNode;
  /** The option under the pointer or focus, null when it leaves: the live preview shows it. */
  onPreview?: (id: Id | null) => void;
}

/** A wizard step that is a grid of catalogue choices: the finish step and the style step. */
export function OptionGridStep<Id extends string>({
  number,
  title,
  options,
  selected,
  onSelect,
  visual,
  onPreview,
}: OptionGridStepProps<Id>) {
  return (
    <StepCard number={number} title={title}>
      <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {options.map((option) => (
          <li key={option.id}>
            <OptionButton
              selected={selected === option.id}
              onSelect={() => onSelect(option.id)}
              visual={visual(option.id)}
              label={option.name}
              description={option.description}
              {...(onPreview ? { onPreview: (on: boolean) => onPreview(on ? option.id : null) } : {})}
            />
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
