/**
 * A tool's command line, read by node:util's parseArgs and told in this project's words:
 * `--out needs a value (usage: …)`, `unknown option --fast (usage: …)`.
 */
import { parseArgs } from "node:util";

/** Each option's name (without `--`) and kind. */
export type OptionKinds = Record<string, "string" | "boolean">;

export type Values = { [name: string]: string | boolean | undefined };

export function readArgs(argv: string[], kinds: OptionKinds, usage: string, fail: (message: string) => Error): Values {
  // An option's value that is another option is a value left out, as a person reads it.
  argv.forEach((arg, i) => {
    const next = argv[i + 1];
    if (arg.startsWith("--") && kinds[arg.slice(2)] === "string" && (next === undefined || next.startsWith("--"))) {
      throw fail(`${arg} needs a value (${usage})`);
    }
  });
  const options: { [name: string]: { type: "string" | "boolean" } } = {};
  for (const [name, type] of Object.entries(kinds)) options[name] = { type };
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Values;
  } catch (e) {
    const message = (e as Error).message;
    const named = /(?:Unknown option|Unexpected argument) '([^']+)'/.exec(message);
    throw fail(named ? `unknown option ${named[1]} (${usage})` : `${message} (${usage})`);
  }
}
