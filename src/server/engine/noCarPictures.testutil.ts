import path from 'node:path';
import sharp from 'sharp';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

/** A picture of text: nothing in it is a car. */
export async function textPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="100%" height="100%" fill="white"/>
    <text x="40" y="200" font-family="DejaVu Sans" font-size="90" fill="black">Hello there,</text>
    <text x="40" y="330" font-family="DejaVu Sans" font-size="90" fill="black">this is text.</text>
    <text x="40" y="460" font-family="DejaVu Sans" font-size="60" fill="#333">No car in here at all</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The sky, rocks and hills above the car in a committed desert photo: a landscape with no car. */
export async function landscapePicture(): Promise<Buffer> {
  const photo = sharp(path.join(COMMITTED_PHOTOS.cars, 'white-suv-front34-desert.jpg'));
  const { width } = await photo.metadata();
  return photo
    .extract({ left: 0, top: 0, width: width!, height: Math.round(width! * 0.39) })
    .jpeg()
    .toBuffer();
}
