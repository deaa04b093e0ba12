/**
 * Issue #39 item 3: a host is built once, in one file per tabletop, and never overwritten
 * afterwards. This test reads src/ with TypeScript's type checker and finds every assignment or delete of a
 * member of a value typed Tabletop (src/controller/tabletop.ts), and every Object.assign onto one: there
 * must be none.
 */
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const PORT_FILE = resolve(ROOT, "src/controller/tabletop.ts");

/** Whether the declaration is a member of the Tabletop interface of src/controller/tabletop.ts. */
function inPort(d: ts.Declaration): boolean {
  const owner = d.parent;
  return ts.isInterfaceDeclaration(owner) && owner.name.text === "Tabletop" && resolve(d.getSourceFile().fileName) === PORT_FILE;
}

/**
 * Whether a value of this type is a Tabletop: the Tabletop interface itself, one that extends it (TTS's
 * TtsTabletop), or a union or intersection holding one; the test is by its members, which Host declares.
 */
function isTabletop(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnionOrIntersection()) return type.types.some((t) => isTabletop(checker, t));
  const perform = checker.getPropertyOfType(type, "perform");
  return perform !== undefined && (perform.getDeclarations() ?? []).some(inPort);
}

/** "file:line text" of each write to a member of a Tabletop-typed value in the program's src/ files. */
function hostWrites(program: ts.Program): string[] {
  const checker = program.getTypeChecker();
  const found = new Set<string>();
  const member = (node: ts.Expression): ts.Expression | undefined => {
    const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
    if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) return inner.expression;
    return undefined;
  };
  const report = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.add(`${relative(ROOT, file.fileName)}:${line + 1} ${node.getText().split("\n")[0]}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment) {
      if (node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
        const owner = member(node.left);
        if (owner !== undefined && isTabletop(checker, checker.getTypeAtLocation(owner))) report(node);
      }
    }
    if (ts.isDeleteExpression(node)) {
      const owner = member(node.expression);
      if (owner !== undefined && isTabletop(checker, checker.getTypeAtLocation(owner))) report(node);
    }
    if (ts.isCallExpression(node) && node.expression.getText() === "Object.assign" && node.arguments.length > 0) {
      if (isTabletop(checker, checker.getTypeAtLocation(node.arguments[0]))) report(node);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    const path = relative(ROOT, file.fileName);
    if (path.startsWith("src/")) visit(file);
  }
  return [...found];
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...tsFiles(path));
    else if (e.name.endsWith(".ts")) out.push(path);
  }
  return out;
}

/**
 * A file the check must catch, added to the program only (never written to disk): the ways a host
 * was patched (a method replaced on a value typed Tabletop, on one that extends it, Object.assign).
 */
const CANARY = resolve(ROOT, "src/controller/host-canary.ts");
const CANARY_TEXT = `import { Tabletop } from "./tabletop";
export interface Wider extends Tabletop { extra(): void }
export function patch(host: Tabletop, wider: Wider, made: ReturnType<() => Tabletop>): void {
  host.print = () => undefined;
  wider.perform = () => undefined;
  made.showChoice = () => undefined;
  Object.assign(host, {});
}
`;

/**
 * The few library declarations src/ needs to type its own values (a host built by a function that
 * says it returns one, ReturnType<typeof ttsTabletop>): the language's whole library and the platforms'
 * API types (TTS's, TSTL's, TTPG's, node's) are left out, to keep the test fast (about a third of
 * the time); a value they would type is `any` here, never a Tabletop.
 */
const LIB = resolve(ROOT, "host-check-lib.d.ts");
const LIB_TEXT = `interface Array<T> { length: number; [n: number]: T }
interface Boolean {} interface Function {} interface CallableFunction {} interface NewableFunction {}
interface IArguments {} interface Number {} interface Object {} interface RegExp {} interface String {}
type ReturnType<T extends (...args: any) => any> = T extends (...args: any) => infer R ? R : any;
type Parameters<T extends (...args: any) => any> = T extends (...args: infer P) => any ? P : never;
type Partial<T> = { [P in keyof T]?: T[P] };
type Required<T> = { [P in keyof T]-?: T[P] };
type Readonly<T> = { readonly [P in keyof T]: T[P] };
type Record<K extends keyof any, T> = { [P in K]: T };
type Pick<T, K extends keyof T> = { [P in K]: T[P] };
type Exclude<T, U> = T extends U ? never : T;
type Omit<T, K extends keyof any> = Pick<T, Exclude<keyof T, K>>;
type NonNullable<T> = T & {};
`;

/** One program over every file of src/, the canary and the library's few declarations. */
function srcProgram(): ts.Program {
  const options: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2020,
    noLib: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const virtual = (name: string): string | undefined => {
    const path = resolve(name);
    if (path === CANARY) return CANARY_TEXT;
    if (path === LIB) return LIB_TEXT;
    // TTPG's API types are 200 KB that type no Tabletop.
    if (path.includes("@tabletop-playground")) return "export {};";
    return undefined;
  };
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, version, onError) => {
    const text = virtual(name);
    return text === undefined ? getSourceFile(name, version, onError) : ts.createSourceFile(name, text, version);
  };
  const fileExists = host.fileExists;
  host.fileExists = (name) => virtual(name) !== undefined || fileExists(name);
  return ts.createProgram([LIB, ...tsFiles(resolve(ROOT, "src")), CANARY], options, host);
}

describe("a host is built once (issue #39 item 3)", () => {
  it("no member of a Tabletop is assigned after it is built, in TTS's script, TTPG's or the controller", () => {
    const program = srcProgram();
    // The program holds the files that build and use the hosts: the check has something to read.
    const names = program.getSourceFiles().map((f) => relative(ROOT, f.fileName));
    expect(names).toEqual(
      expect.arrayContaining(["src/tts/tabletop.ts", "src/tts/avatar.ts", "src/ttpg/tabletop.ts", "src/ttpg/start.ts"]),
    );
    const writes = hostWrites(program);
    // The canary's four patches are caught, each where it is written: the check can fail.
    expect(writes.filter((w) => w.startsWith("src/controller/host-canary.ts:"))).toEqual([
      "src/controller/host-canary.ts:4 host.print = () => undefined",
      "src/controller/host-canary.ts:5 wider.perform = () => undefined",
      "src/controller/host-canary.ts:6 made.showChoice = () => undefined",
      "src/controller/host-canary.ts:7 Object.assign(host, {})",
    ]);
    expect(writes.filter((w) => !w.startsWith("src/controller/host-canary.ts:"))).toEqual([]);
  });
});
