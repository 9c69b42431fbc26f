import path from 'node:path';
import type { Frame, Locator, Page } from 'playwright-core';
import { FLOW_TEXT, MESSAGES } from '../src/domain/messages';
import { QUOTE_TEXT } from '../src/domain/quote/quoteTexts';
import { COMMITTED_PHOTOS } from '../src/server/carPhotos.testutil';

/**
 * The visitor's usual walk through the wizard, shared by the browser tests that only need to get
 * somewhere: the wizard's own test still checks every step along the way.
 */

/** A studio photo the engine finds the car in at once. */
export const PHOTO = path.join(COMMITTED_PHOTOS.cars, 'white-suv-front34-desert.jpg');

export interface WrapChoices {
  /** A colour button's exact name. */
  color: string;
  /** How the finish and style buttons' names begin (they go on with the description). */
  finish: string;
  style: string;
  email: string;
  /** Tick "Show my wrap in the public gallery" (unticked, the wrap stays off every public list). */
  showInGallery: boolean;
}

/** Where the app runs: its own page, or a frame on a shop's page (e2e/embed.test.ts). */
export type AppView = Page | Frame;

const PLAIN_CHOICES: WrapChoices = {
  color: 'Blue',
  finish: 'Glossy',
  style: 'Solid Wrap',
  email: 'driver@example.com',
  showInGallery: false,
};

/** Steps 0..1: the hero's button, Custom Build and a photo; the colour step comes next. */
export async function startCustomBuild(page: AppView, photo = PHOTO) {
  await page.getByRole('button', { name: 'Start Your Transformation' }).click();
  await page.getByRole('button', { name: /Custom Build/ }).click();
  await parkPointer(page);
  await page.locator('#wrap-form input[type=file]').setInputFiles(photo);
}

/**
 * Moves the mouse off the form. Left on Custom Build, it ends up over a colour swatch once the
 * colour step lays out under it: that hover shows the live look, which hides the car's outline.
 */
export async function parkPointer(page: AppView) {
  await ('mouse' in page ? page : page.page()).mouse.move(0, 0);
}

/** Steps 2..5: colour, finish, style, e-mail and the gallery consent. */
export async function chooseWrap(page: AppView, choices: Partial<WrapChoices> = {}) {
  const { color, finish, style, email, showInGallery } = { ...PLAIN_CHOICES, ...choices };
  await page.getByRole('button', { name: color, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${finish}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${style}`) }).click();
  await page.getByRole('textbox', { name: FLOW_TEXT.emailLabel }).fill(email);
  if (showInGallery) await page.getByRole('checkbox', { name: FLOW_TEXT.galleryConsent }).check();
}

/** Walks steps 0..5 (plain choices unless told otherwise), ready for Wrap My Car. */
export async function fillWizard(page: AppView, { photo, ...choices }: Partial<WrapChoices> & { photo?: string } = {}) {
  await startCustomBuild(page, photo);
  await chooseWrap(page, choices);
  await page.getByRole('button', { name: FLOW_TEXT.wrapMyCar }).waitFor();
}

/** Wrap My Car, then the result dialog once the wrap is ready (waited for up to `timeout` ms: a limit, not a speed goal). */
export async function wrapMyCar(page: AppView, timeout = 60_000): Promise<Locator> {
  await page.getByRole('button', { name: FLOW_TEXT.wrapMyCar }).click();
  const result = page.getByTestId('result-dialog');
  await result.getByRole('heading', { name: FLOW_TEXT.resultTitle }).waitFor({ timeout });
  return result;
}

/** Fills the open quote dialog as a visitor does, ticks the consent box, sends it, and waits for the success toast. */
export async function sendQuote(page: AppView, dialog: Locator) {
  await dialog.getByLabel(QUOTE_TEXT.nameLabel).fill('Ana Ruiz');
  await dialog.getByLabel(QUOTE_TEXT.phoneLabel).fill('+44 20 7946 0958');
  await dialog.getByLabel(QUOTE_TEXT.cityLabel).fill('Leeds');
  await dialog.getByLabel(new RegExp(QUOTE_TEXT.consentBefore)).check();
  await dialog.getByRole('button', { name: QUOTE_TEXT.submit }).click();
  await page.getByText(MESSAGES.quoteSubmitted.title, { exact: true }).waitFor();
}
