/**
 * ttpg-mock under vitest (STACK-NOTES.md): ttpg-mock is CommonJS and `require`s
 * `@tabletop-playground/api` (a types-only package), as do the bundled TTPG scripts the tests
 * load. Node's own resolution is redirected to ttpg-mock, so both get the one mock instance that
 * the vitest alias gives the test files.
 */
import Module from "node:module";

const resolve = (Module as any)._resolveFilename;
(Module as any)._resolveFilename = function (request: string, ...rest: unknown[]) {
  return resolve.call(this, request === "@tabletop-playground/api" ? "ttpg-mock" : request, ...rest);
};
