/**
 * The seat colours as the tabletops tint their pieces (RGB 0..1, TTS's own values), and Jukas's,
 * who has no seat. One home for the save's pieces and images, the TTPG package and the demo.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const SEAT_RGB: { [colour: string]: Rgb } = {
  White: { r: 1, g: 1, b: 1 },
  Brown: { r: 0.443, g: 0.231, b: 0.09 },
  Red: { r: 0.856, g: 0.1, b: 0.094 },
  Orange: { r: 0.956, g: 0.392, b: 0.113 },
  Yellow: { r: 0.905, g: 0.898, b: 0.172 },
  Green: { r: 0.192, g: 0.701, b: 0.168 },
  Teal: { r: 0.129, g: 0.694, b: 0.607 },
  Blue: { r: 0.118, g: 0.53, b: 1 },
  Purple: { r: 0.627, g: 0.125, b: 0.941 },
  Pink: { r: 0.96, g: 0.439, b: 0.807 },
};

/** Jukas's colour: he has no seat, so none of the tabletop's. */
export const JUKAS_RGB: Rgb = { r: 0.36, g: 0.16, b: 0.53 };
