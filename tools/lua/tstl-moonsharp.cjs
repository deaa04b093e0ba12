// TSTL plugin: the one MoonSharp 2.0.0.0 trap that TSTL itself writes into every bundle.
// With luaTarget "universal", `continue` becomes `local __continueN` / `repeat … until true` /
// `if not __continueN then break end`. MoonSharp hands a bare `local` inside a `for … in` body
// the loop's table instead of nil (docs/moonsharp.md), so a `break` in such a loop would not
// break. Initialising the flag to false keeps every line where it was (source maps hold).
const BARE_CONTINUE = /^(\s*)local (__continue\d+)$/gm;

module.exports = {
  beforeEmit(_program, _options, _emitHost, result) {
    for (const file of result) file.code = file.code.replace(BARE_CONTINUE, "$1local $2 = false");
  },
};
