import { eq } from 'drizzle-orm';
import { DEFAULT_PRICE_TABLE } from '../../domain/estimate/defaultPriceTable';
import { PRICE_TABLE_KEY, priceTableSchema, type PriceTable } from '../../domain/estimate/priceTable';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';

/** The shop's price table, or the default when the shop has not imported one. */
export async function loadPriceTable(db: Db): Promise<PriceTable> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, PRICE_TABLE_KEY));
  // Only a checked table is ever written, so a row that does not parse was edited by hand: the default is safer than a wrong price.
  const stored = row ? priceTableSchema.safeParse(row.value) : null;
  return stored?.success ? stored.data : DEFAULT_PRICE_TABLE;
}

/** Replaces the whole table in one statement: readers see the old table or the new one, never a mix. */
export async function savePriceTable(db: Db, table: PriceTable): Promise<void> {
  const value = priceTableSchema.parse(table);
  await db
    .insert(shopSettings)
    .values({ key: PRICE_TABLE_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
}
