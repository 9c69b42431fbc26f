export * from './color';
export * from './types';
export { recolorBody, maskBounds, adjustedTarget, defaultAccent } from './recolor';
export { parseChangeRequest, type ChangeRequest, type CurrentLook } from './changeRequest';
