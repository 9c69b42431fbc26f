/** Why a car pixel was kept off the paint, when a part rule (not colour) said so. */
export const KEPT = { glass: 1, detail: 2, wheel: 3 } as const;
