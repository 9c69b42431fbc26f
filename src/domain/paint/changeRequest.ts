import { FINISHES, type FinishId } from '../catalog/finishes';
import { STYLES, type StyleId } from '../catalog/styles';
import { hexToRgb, labToRgb, mixLab, rgbToHex, rgbToLab } from './color';
import type { Language } from '../i18n/languages';
import { toEnglishWords } from './changePhrases';
import { COLOR_WORDS, HUE_WORDS } from './colorWords';

/** The look the visitor is changing, so relative requests ("more blue") have a starting point. */
export interface CurrentLook {
  color: string;
  finish?: FinishId;
  style?: StyleId;
}

export interface ChangeRequest {
  color?: string;
  /** The colour's own words when the visitor named one ("navy blue"), for the order's name. */
  colorPhrase?: string;
  finish?: FinishId;
  style?: StyleId;
  /** L* shift for the target colour, negative = darker. */
  lightnessShift: number;
  /** Chroma multiplier, < 1 = more muted. */
  chromaScale: number;
  /** Human-readable list of what was understood, e.g. "finish: matte". */
  applied: string[];
  /** Words or phrases that could not be turned into a change, so the result can say so. */
  unapplied: string[];
}

interface Rule {
  pattern: RegExp;
  apply: (req: ChangeRequest, current: CurrentLook, match: RegExpExecArray) => void;
}

const FINISH_PATTERNS: Array<[RegExp, FinishId]> = [
  [/\b(?:matte?|flat|non[- ]?shiny|no (?:glare|shine))\b/, 'matte'],
  [/\b(?:satin|silk(?:y)?|semi[- ]?gloss)\b/, 'satin'],
  [/\b(?:pearl(?:escent)?|iridescent|colou?r[- ]?shift(?:ing)?|chameleon)\b/, 'pearlescent'],
  [/\b(?:chrome|mirror(?:ed)?|mirror[- ]?like)\b/, 'chrome'],
  [/\b(?:metallic|metal ?flake|sparkl(?:e|y))\b/, 'metallic'],
  [/\b(?:glossy|gloss|shiny|shinier|wet[- ]look)\b/, 'glossy'],
];

const STYLE_PATTERNS: Array<[RegExp, StyleId]> = [
  [/\b(?:no|without|remove(?: the)?) (?:racing )?stripes?\b|\b(?:solid|plain|single colou?r|one colou?r|full wrap)\b/, 'solid-wrap'],
  [/\b(?:racing )?stripes?\b|\bstriped\b/, 'racing-stripes'],
  [/\btwo[- ]?tone\b|\b(?:black|white|contrast(?:ing)?) roof\b/, 'two-tone'],
  [/\bcarbon(?:[- ]?fib(?:re|er))?(?: accents?| trim| look)?\b/, 'carbon-fibre-accents'],
  [/\b(?:gradient|fade|faded|ombre|ombré)\b/, 'gradient'],
  [/\b(?:custom(?: design)?|pattern|graphics?|livery|design)\b/, 'custom-design'],
];

const finishName = (id: FinishId) => FINISHES.find((f) => f.id === id)?.name ?? id;
const styleName = (id: StyleId) => STYLES.find((s) => s.id === id)?.name ?? id;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HUES = Object.keys(HUE_WORDS).join('|');
const COMPARATIVE_OF: Record<string, string> = { redder: 'red', bluer: 'blue', greener: 'green', yellower: 'yellow', pinker: 'pink' };
const COMPARATIVES = Object.keys(COMPARATIVE_OF).join('|');

const INTENSIFIER = '(?:(?:much|a lot|way|far|even|a bit|a little|slightly|somewhat|a touch|bit) )?';

const RULES: Rule[] = [
  {
    // Relative hue requests must come before plain colour names: "more blue" is not "blue".
    pattern: new RegExp(
      `\\b(?:(a bit|a little|slightly|a touch|much|a lot|way|even) )?(?:more (${HUES})|(${COMPARATIVES})|a (?:bit|touch|hint) of (${HUES}))\\b`,
    ),
    apply: (req, current, m) => {
      const word = m[2] ?? m[4] ?? COMPARATIVE_OF[m[3] ?? ''] ?? '';
      const hex = HUE_WORDS[word];
      if (!hex) return;
      const gentle = /bit|little|slightly|touch|hint/.test(m[0]);
      const strong = /much|a lot|way|even/.test(m[1] ?? '');
      const from = rgbToLab(hexToRgb(req.color ?? current.color));
      req.color = rgbToHex(labToRgb(mixLab(from, rgbToLab(hexToRgb(hex)), gentle ? 0.2 : strong ? 0.55 : 0.35)));
      // A mix has no name of its own.
      delete req.colorPhrase;
      req.applied.push(`colour: more ${word}`);
    },
  },
  {
    pattern: new RegExp(`\\b(${COLOR_WORDS.map((w) => escape(w.phrase)).join('|')})\\b`),
    apply: (req, _current, m) => {
      const word = COLOR_WORDS.find((w) => w.phrase === m[1]);
      if (!word) return;
      req.color = word.hex;
      req.colorPhrase = word.phrase;
      req.applied.push(`colour: ${word.phrase}`);
      // "matte black" and "gold metallic" name a finish too.
      const finish = FINISH_PATTERNS.find(([p]) => p.test(word.phrase));
      if (finish && !req.finish) {
        req.finish = finish[1];
        req.applied.push(`finish: ${finishName(finish[1])}`);
      }
    },
  },
  {
    pattern: new RegExp(`\\b(${INTENSIFIER})(darker|deeper|lighter|brighter|paler)\\b`),
    apply: (req, _current, m) => {
      const strength = /much|a lot|way|far|even/.test(m[1] ?? '') ? 2 : /bit|little|slightly|somewhat|touch/.test(m[1] ?? '') ? 0.5 : 1;
      const sign = m[2] === 'darker' || m[2] === 'deeper' ? -1 : 1;
      req.lightnessShift += sign * 12 * strength;
      req.applied.push(`lightness: ${m[0].trim()}`);
    },
  },
  {
    pattern: new RegExp(
      `\\b(${INTENSIFIER})(more (?:vivid|saturated|vibrant|colou?rful|intense)|(?:less (?:saturated|vivid|bright|colou?rful))|muted|more muted|duller|bolder|vivid|punchier)\\b`,
    ),
    apply: (req, _current, m) => {
      const less = /less|muted|duller/.test(m[2] ?? '');
      req.chromaScale *= less ? 0.7 : 1.3;
      req.applied.push(`saturation: ${m[0].trim()}`);
    },
  },
  ...FINISH_PATTERNS.map(([pattern, id]): Rule => ({
    pattern,
    apply: (req) => {
      req.finish = id;
      req.applied.push(`finish: ${finishName(id)}`);
    },
  })),
  ...STYLE_PATTERNS.map(([pattern, id]): Rule => ({
    pattern,
    apply: (req) => {
      if (req.style) return;
      req.style = id;
      req.applied.push(`style: ${styleName(id)}`);
    },
  })),
];

/** Words that carry no request on their own: what is left of a clause after these is reported. */
const FILLER = new Set(
  (
    "a an the it its it's make made making please can could you would i i'd want like love prefer " +
    'to be is are was with and or but also then just really very so some bit little more less ' +
    'instead rather than of in on for my car colour color paint wrap finish style look looking ' +
    "try give go do change switch turn let's lets maybe perhaps kind sort something bit slightly " +
    'add put have use using all over whole entire body one thanks thank that this me us same tone shade'
  ).split(/\s+/),
);

/**
 * Turns a visitor's sentence into changes of colour, finish, style and lightness. Anything it
 * cannot place is returned in `unapplied`, clause by clause, so the answer can be honest.
 * `language`: the visitor's; its words are read as their English (changePhrases.ts).
 */
export function parseChangeRequest(text: string, current: CurrentLook, language: Language = 'en'): ChangeRequest {
  const req: ChangeRequest = { lightnessShift: 0, chromaScale: 1, applied: [], unapplied: [] };
  const clauses = toEnglishWords(text, language)
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[.,;!?\n]+|\b(?:and|but|with|also|then|plus)\b/)
    .map((c) => c.trim())
    .filter(Boolean);
  for (const clause of clauses) {
    let rest = ` ${clause} `;
    for (const rule of RULES) {
      const m = rule.pattern.exec(rest);
      if (!m) continue;
      rule.apply(req, current, m);
      rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length);
    }
    const leftover = rest.split(/[^\p{L}\p{N}'#-]+/u).filter((w) => w && !FILLER.has(w));
    if (leftover.length > 0) req.unapplied.push(rest.trim().length === clause.length ? clause : leftover.join(' '));
  }
  return req;
}
