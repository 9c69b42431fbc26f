import type { PictureSource, PublicPictures } from './publicPictures';

/**
 * Makes the public copies of a wrap just finished, one after the other (the engine's analysis of
 * the photo is shared). A failure is logged, never the wrap's: the copy is made again on its
 * first public request.
 */
export async function makePublicCopies(
  pictures: Pick<PublicPictures, 'ensure'>,
  sources: PictureSource[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const source of sources) {
    try {
      await pictures.ensure(source);
    } catch (error) {
      log.warn({ err: error, url: source.url }, 'could not make the public copy of a picture');
    }
  }
}
