import { useMessages } from '../../shared/i18n/LanguageProvider';
import type { Dispatch } from 'react';
import { filmFinishToFinish } from '../../../domain/catalog/filmFamilies';
import { FINISHES } from '../../../domain/catalog/finishes';
import { STYLES } from '../../../domain/catalog/styles';
import { chosenColor } from '../../../domain/wizard/stepMachine';
import { ApproachStep } from './ApproachStep';
import { ColorStep } from './ColorStep';
import { EmailStep } from './EmailStep';
import { FinishSwatch } from './FinishSwatch';
import { OptionGridStep } from './OptionGridStep';
import { PhotoStep } from './PhotoStep';
import type { Hovered } from './previewLook';
import { StyleSwatch } from './StyleSwatch';
import { swatchHex } from './swatchColors';
import type { WrapWizardAction, WrapWizardState } from './useWizard';

interface OpenStepProps {
  /** 0..5: the step to show, the first one not yet answered. */
  step: number;
  state: WrapWizardState;
  dispatch: Dispatch<WrapWizardAction>;
  /** The pointer or focus is on a choice: the live preview shows it. `{}` when it leaves. */
  onHover: (hovered: Hovered) => void;
  /** A colour or film was chosen: the wizard may show an ad before it moves on. */
  onChooseColor: (action: WrapWizardAction) => void;
}

/** The wizard's open step, one of six. */
export function OpenStep({ step, state, dispatch, onHover, onChooseColor }: OpenStepProps) {
  const { CATALOG_TEXT, FLOW_TEXT } = useMessages();
  // The finish and style swatches show the visitor's own colour.
  const hex = swatchHex(chosenColor(state));
  // Keyed, so the finish and style steps (both option grids) never share their state.
  switch (step) {
    case 0:
      return (
        <ApproachStep key="approach" chosen={state.presetChoice === 'custom'} onChoose={() => dispatch({ type: 'chooseCustomBuild' })} />
      );
    case 1:
      return <PhotoStep key="photo" onPhoto={(photo) => dispatch({ type: 'choosePhoto', photo })} />;
    case 2:
      return (
        <ColorStep
          key="color"
          selectedWrap={state.selectedWrap}
          customColor={state.customColor}
          onColor={(colorId) => onChooseColor({ type: 'chooseColor', colorId })}
          onCustomColor={(hex) => onChooseColor({ type: 'chooseCustomColor', hex })}
          onPreview={(color) => onHover({ color })}
          filmId={state.film?.id ?? null}
          onFilm={({ id, brand, code, name, finish, hex }) =>
            onChooseColor({ type: 'chooseFilm', film: { id, brand, code, name, finish, hex } })
          }
          onPreviewFilm={(film) => onHover(film ? { color: film.hex, finish: filmFinishToFinish(film.finish) } : {})}
        />
      );
    case 3:
      return (
        <OptionGridStep
          key="finish"
          number={4}
          title={FLOW_TEXT.steps.finish}
          options={FINISHES.map((f) => ({ id: f.id, ...CATALOG_TEXT.finishes[f.id] }))}
          selected={state.finish}
          onSelect={(finish) => {
            onHover({});
            dispatch({ type: 'chooseFinish', finish });
          }}
          onPreview={(finish) => onHover({ finish })}
          visual={(finish) => <FinishSwatch finish={finish} hex={hex} className="h-16 w-full" />}
        />
      );
    case 4:
      return (
        <OptionGridStep
          key="style"
          number={5}
          title={FLOW_TEXT.steps.style}
          options={STYLES.map((s) => ({ id: s.id, ...CATALOG_TEXT.styles[s.id] }))}
          selected={state.style}
          onSelect={(style) => {
            onHover({});
            dispatch({ type: 'chooseStyle', style });
          }}
          onPreview={(style) => onHover({ style })}
          visual={(style) => (
            <StyleSwatch style={style} hex={hex} className="h-16 w-full rounded-lg bg-gradient-to-b from-slate-100 to-slate-200" />
          )}
        />
      );
    default:
      return (
        <EmailStep
          key="email"
          email={state.email}
          onEmail={(email) => dispatch({ type: 'setEmail', email })}
          galleryConsent={state.galleryConsent}
          onGalleryConsent={(consent) => dispatch({ type: 'setGalleryConsent', consent })}
        />
      );
  }
}
