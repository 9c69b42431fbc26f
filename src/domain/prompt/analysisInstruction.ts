/**
 * What the analysis step asks the vision model. The answer becomes the prompt's description
 * and the gallery's make/model, so it asks for the make and model first.
 */
export const ANALYSIS_INSTRUCTION = [
  'Describe the vehicle in this photo for an image editor, in at most three sentences.',
  'Start with the make and model (and approximate year if you can tell), e.g. "2019 Toyota Camry sedan".',
  'Then give the body type, its current colour, the camera angle, and the setting around it.',
  'If there is no vehicle in the photo, say "No vehicle visible".',
].join(' ');
