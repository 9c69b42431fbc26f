import fs from 'node:fs/promises';
import path from 'node:path';
import type { Figure } from './stats';

const fmt = (n: number) => (Number.isNaN(n) ? '-' : Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));

/** Prints one table of every figure and writes the same figures as JSON. */
export async function report(
  section: string,
  figures: Figure[],
  jsonPath = path.resolve('bench-results', `${section}.json`),
): Promise<void> {
  const rows = figures.map((f) => [
    f.name,
    `${fmt(f.median)} ${f.unit}`,
    `${fmt(f.min)}..${fmt(f.max)}`,
    String(f.runs),
    f.goal ? `${f.goal} ${f.met ? 'met' : 'MISSED'}` : '',
  ]);
  const head = ['figure', 'median', 'spread (min..max)', 'runs', 'goal'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(`\n## ${section}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  await fs.mkdir(path.dirname(jsonPath), { recursive: true });
  await fs.writeFile(jsonPath, JSON.stringify({ section, measuredAt: new Date().toISOString(), figures }, null, 2));
}
