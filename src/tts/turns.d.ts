/** TTS's `Turns.getTurnOrder()` (its API docs, Turns: "Returns the current turn order"), which the typings lack. */
declare interface TurnsStatic {
  getTurnOrder(): PlayerColor[];
}
