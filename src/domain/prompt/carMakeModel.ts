/** The gallery's default when the analysis names no make we know. */
export const UNKNOWN_MODEL = 'Unknown Model';
/** What the gallery shows when nothing is left after cleaning. */
export const CUSTOM_VEHICLE = 'Custom Vehicle';

// Words that would also match ordinary English (Mini, Seat, Smart) are left out. Longer names first so "Land Rover" wins over "Rover" and "Mercedes-Benz" over "Mercedes".
const MAKES = [
  'Alfa Romeo',
  'Aston Martin',
  'Land Rover',
  'Range Rover',
  'Mercedes-Benz',
  'Mercedes Benz',
  'Rolls-Royce',
  'Rolls Royce',
  'Acura',
  'Audi',
  'Bentley',
  'BMW',
  'Bugatti',
  'Buick',
  'BYD',
  'Cadillac',
  'Chevrolet',
  'Chevy',
  'Chrysler',
  'Citroen',
  'Citroën',
  'Cupra',
  'Dacia',
  'Dodge',
  'Ferrari',
  'Fiat',
  'Ford',
  'Genesis',
  'GMC',
  'Honda',
  'Hummer',
  'Hyundai',
  'Infiniti',
  'Jaguar',
  'Jeep',
  'Kia',
  'Koenigsegg',
  'Lamborghini',
  'Lancia',
  'Lexus',
  'Lincoln',
  'Lotus',
  'Lucid',
  'Maserati',
  'Mazda',
  'McLaren',
  'Mercedes',
  'Mitsubishi',
  'Nissan',
  'Opel',
  'Pagani',
  'Peugeot',
  'Polestar',
  'Porsche',
  'Ram',
  'Renault',
  'Rivian',
  'Rover',
  'Saab',
  'Skoda',
  'Škoda',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Vauxhall',
  'Volkswagen',
  'VW',
  'Volvo',
];

// Words after a make that describe the car rather than name its model.
const NOT_MODEL_WORDS =
  'a an the and or with in on at of is was that this which car vehicle sedan saloon coupe coupé suv hatchback wagon estate ' +
  'convertible pickup truck van minivan crossover roadster sports sportscar parked painted colored coloured ' +
  'black white red blue green yellow orange purple pink silver grey gray gold brown beige';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Built on the first guess, not at import: the browser only displays names (displayMakeModel)
// and, with nothing run at import, its bundle leaves the makes out.
let matcher: { pattern: RegExp; notModel: Set<string> } | undefined;
function makeMatcher() {
  matcher ??= {
    pattern: new RegExp(`(?<![\\p{L}\\d])(${MAKES.map(escape).join('|')})(?![\\p{L}\\d])((?:[ -][\\p{L}\\d][\\p{L}\\d.-]*){0,2})`, 'iu'),
    notModel: new Set(NOT_MODEL_WORDS.split(' ')),
  };
  return matcher;
}

/**
 * Guesses "Make Model" from the analysis text, e.g. "a 2019 Toyota Camry sedan in silver" gives
 * "Toyota Camry". Only a known make counts, so a colour or a body type is never taken for one.
 */
export function guessMakeModel(analysis: string | null | undefined): string {
  const { pattern, notModel } = makeMatcher();
  const match = analysis ? pattern.exec(analysis) : null;
  if (!match) return UNKNOWN_MODEL;
  const make = MAKES.find((m) => m.toLowerCase() === match[1]!.toLowerCase()) ?? match[1]!;
  const modelWords: string[] = [];
  for (const word of (match[2] ?? '').split(/[ ]+/).filter(Boolean)) {
    const clean = word.replace(/[.,;:]+$/, '');
    if (!clean || notModel.has(clean.toLowerCase())) break;
    modelWords.push(clean);
  }
  return [make, ...modelWords].join(' ');
}

// "unknown" too, so the stored default "Unknown Model" shows as "Custom Vehicle".
const LEADING_FILLER = /^(?:make\s+a|make|model|car|vehicle|the|an?|unknown)\b[\s:,-]*/i;

/**
 * The model text as the gallery shows it: leading words like "make a", "model",
 * "car", "vehicle" stripped; "Custom Vehicle" when nothing useful is left.
 */
export function displayMakeModel(text: string | null | undefined): string {
  let rest = (text ?? '').trim();
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(LEADING_FILLER, '').trim();
  }
  return rest || CUSTOM_VEHICLE;
}
