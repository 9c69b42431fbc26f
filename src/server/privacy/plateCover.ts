/** How a public picture hides a number plate (PUBLIC_PLATES): blurred, or covered with the shop's own plate. */
export const PLATE_COVERS = ['blur', 'brand'] as const;
export type PlateCover = (typeof PLATE_COVERS)[number];
