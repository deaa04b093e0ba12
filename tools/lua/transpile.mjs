#!/usr/bin/env node
// Transpiles the TSTL projects named on the command line, one after another in this process:
// they share the parsed files they have in common (the libraries, src/), each read once.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const ts = require("typescript");
const { Transpiler } = require("typescript-to-lua");
const { parseConfigFileWithSystem } = require("typescript-to-lua/dist/cli/tsconfig");

const parsed = new Map();

function hostFor(options) {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, onError, shouldCreate) => {
    const key = fileName + "|" + JSON.stringify(version);
    if (!parsed.has(key)) parsed.set(key, read(fileName, version, onError, shouldCreate));
    return parsed.get(key);
  };
  return host;
}

function transpile(project) {
  const started = Date.now();
  const config = parseConfigFileWithSystem(project);
  const host = hostFor(config.options);
  let diagnostics = config.errors;
  if (diagnostics.length === 0) {
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
    const emitted = new Transpiler().emit({ program });
    diagnostics = ts.sortAndDeduplicateDiagnostics([...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]);
  }
  if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) throw new Error(`lua: ${project} failed`);
  console.log(`lua: ${project} built in ${Date.now() - started} ms`);
}

try {
  for (const project of process.argv.slice(2)) transpile(project);
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
}
