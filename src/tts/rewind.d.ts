/** TTS's rewind functions (its API docs, base: "Rewind State Functions"), which the typings lack. */
declare function storeRewindState(
  this: void,
  andThen: (this: void, success: boolean, stored: boolean) => void,
  blockFurtherStores: boolean,
): boolean;
declare function allowRewindStore(this: void): boolean;
