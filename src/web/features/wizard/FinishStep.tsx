import { FINISHES, type FinishId } from '../../../domain/catalog/finishes';
import { FLOW_TEXT } from '../../../domain/messages';
import { FinishSwatch } from './FinishSwatch';
import { OptionButton, StepCard } from './StepCard';

export function FinishStep({ hex, selected, onFinish }: { hex: string; selected: FinishId | null; onFinish: (finish: FinishId) => void }) {
  return (
    <StepCard number={4} title={FLOW_TEXT.steps.finish}>
      <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {FINISHES.map((finish) => (
          <li key={finish.id}>
            <OptionButton
              selected={selected === finish.id}
              onSelect={() => onFinish(finish.id)}
              visual={<FinishSwatch finish={finish.id} hex={hex} className="h-16 w-full" />}
              label={finish.name}
              description={finish.description}
            />
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
