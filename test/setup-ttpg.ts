/**
 * ttpg-mock under vitest: ttpg-mock is CommonJS and `require`s
 * `@tabletop-playground/api` (a types-only package), as do the bundled TTPG scripts the tests
 * load. Node's own resolution is redirected to ttpg-mock, so both get the one mock instance that
 * the vitest alias gives the test files.
 *
 * ttpg-mock also replaces the global `process` with its MockProcess (TTPG's has only nextTick)
 * when it loads; Node's is put back right after, so what the tests run (spawnSync with
 * process.execPath, esbuild) keeps working. The TTPG scripts never use `process`.
 */
import Module from "node:module";

const M = Module as unknown as {
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
  _load: (request: string, ...rest: unknown[]) => unknown;
};
const resolve = M._resolveFilename;
M._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  return resolve.call(this, request === "@tabletop-playground/api" ? "ttpg-mock" : request, ...rest);
};
const load = M._load;
M._load = function (this: unknown, request: string, ...rest: unknown[]) {
  const nodeProcess = globalThis.process;
  const loaded = load.call(this, request, ...rest);
  if (globalThis.process !== nodeProcess) globalThis.process = nodeProcess;
  return loaded;
};

// TTPG's documented limits on the mock (issue 30), loaded once Node resolves the API to ttpg-mock.
const { holdToTtpgLimits } = await import("../hosts/ttpg-limits");
holdToTtpgLimits();

// The fengari tier shares one worker between files (vitest.config.ts): a file that drove a TTPG
// table on fake timers must not hand them to the next file (npm run watch's tests wait on real ones).
afterAll(() => {
  vi.useRealTimers();
});
