import { STYLES, type StyleId } from '../../../domain/catalog/styles';
import { FLOW_TEXT } from '../../../domain/messages';
import { OptionButton, StepCard } from './StepCard';
import { StyleSwatch } from './StyleSwatch';

export function StyleStep({ hex, selected, onStyle }: { hex: string; selected: StyleId | null; onStyle: (style: StyleId) => void }) {
  return (
    <StepCard number={5} title={FLOW_TEXT.steps.style}>
      <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {STYLES.map((style) => (
          <li key={style.id}>
            <OptionButton
              selected={selected === style.id}
              onSelect={() => onStyle(style.id)}
              visual={<StyleSwatch style={style.id} hex={hex} className="h-16 w-full rounded-lg bg-gradient-to-b from-slate-100 to-slate-200" />}
              label={style.name}
              description={style.description}
            />
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
