import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command-line tools' shared front door: strict flags, `--help`, and a bad flag or value
 * answered with one line plus the usage, exit code 2.
 */
let usageText = '';

export function fail(message: string): never {
  console.error(`error: ${message}\n\n${usageText}`);
  process.exit(2);
}

export function commandLine<const O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O) {
  usageText = usage;
  try {
    const { values } = parseArgs({ options, strict: true, allowPositionals: false, args: withoutHelp(usage) });
    return values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** `--help` / `-h` print the usage and stop; every other argument goes on to the parser. */
function withoutHelp(usage: string): string[] {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}
