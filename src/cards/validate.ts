/**
 * Checks a card description file (cards/README.md) and reports EVERY problem, each with its
 * card, its step and its line: `cards/x.json:14: card "c-3" step 2: unknown step "fly" (…)`.
 * The vocabulary comes from src/core/card.ts, the resolver's own; cards/schema.json says the
 * same for editors (test/cards/schema.test.ts keeps them in agreement). Pure TypeScript for
 * Node: `npm run cards:check` and the build call `checkCardsText`.
 */
import {
  Card,
  CARD_AMOUNT_MIN,
  CARD_CONDITIONS,
  CARD_DECKS,
  CARD_FIELDS,
  CARD_FORMAT,
  CARD_OTHERWISE,
  CARD_PLACES,
  CARD_PRIORITIES,
  CARD_STEPS,
  FILE_FIELDS,
  SAY_PLACEHOLDERS,
  STEP_COMMON_FIELDS,
  StepSpec,
} from "../core/card";
import { LODGE_CATALOGUE } from "../core/lodge";
import { JsonPath, parseJson, ParsedJson } from "./json";

export interface CardProblem {
  /** The line in the file, where it is known. */
  line?: number;
  /** A syntax error's column. */
  column?: number;
  /** `card "c-3"`, or `card #3` when the card has no usable id; absent for the file itself. */
  card?: string;
  /** 1 = the card's first step, as the mod announces it. */
  step?: number;
  message: string;
}

export interface CardCheck {
  ok: boolean;
  /** Each problem as one line: `file:line: card "c-3" step 2: message`. */
  problems: string[];
  details: CardProblem[];
  /** The cards, when the file is valid (plain data, ready for the resolver). */
  cards: Card[];
  /** One line: `file: OK, 6 cards (4 command, 1 evocation, 1 event), 19 steps`, or the problem count. */
  summary: string;
}

/** Checks the text of a card file; `file` is the name the messages start with. */
export function checkCardsText(text: string, file = "cards.json"): CardCheck {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const e = parsed.error;
    const problem: CardProblem = { line: e.line, column: e.column, message: "JSON syntax error: " + e.message };
    return result(file, [problem], []);
  }
  // In the order of the file; problems on one line keep the order they were found in.
  const details = checkCards(parsed.json).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const value = parsed.json.value as { cards?: Card[] };
  return result(file, details, details.length === 0 && value.cards !== undefined ? value.cards : []);
}

export function formatProblem(file: string, p: CardProblem): string {
  let where = file;
  if (p.line !== undefined) where += ":" + p.line;
  if (p.column !== undefined) where += ":" + p.column;
  let who = "";
  if (p.card !== undefined) who = p.card + (p.step !== undefined ? " step " + p.step : "") + ": ";
  return where + ": " + who + p.message;
}

function result(file: string, details: CardProblem[], cards: Card[]): CardCheck {
  const problems = details.map((p) => formatProblem(file, p));
  if (details.length > 0) {
    const n = details.length;
    return { ok: false, problems, details, cards: [], summary: file + ": " + n + (n === 1 ? " problem" : " problems") };
  }
  const decks = CARD_DECKS.map((d) => [d, cards.filter((c) => c.deck === d).length] as const).filter(([, n]) => n > 0);
  const steps = cards.reduce((n, c) => n + c.steps.length, 0);
  const summary =
    file + ": OK, " + plural(cards.length, "card") + " (" + decks.map(([d, n]) => n + " " + d).join(", ") + "), " + plural(steps, "step");
  return { ok: true, problems, details, cards, summary };
}

function plural(n: number, word: string): string {
  return n + " " + word + (n === 1 ? "" : "s");
}

// ---------------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;

function isObject(x: unknown): x is Obj {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** A value as a message quotes it. */
export function got(x: unknown): string {
  if (typeof x === "string") return JSON.stringify(x);
  if (typeof x === "number" || typeof x === "boolean") return String(x);
  if (x === null) return "null";
  if (Array.isArray(x)) return "a list";
  return "an object";
}

function quoted(names: readonly (string | number)[]): string {
  return names.map((n) => (typeof n === "string" ? JSON.stringify(n) : String(n))).join(", ");
}

function orList(names: readonly (string | number)[]): string {
  const q = names.map((n) => (typeof n === "string" ? JSON.stringify(n) : String(n)));
  return q.length <= 1 ? q.join("") : q.slice(0, -1).join(", ") + " or " + q[q.length - 1];
}

const ROOM_NAMES = LODGE_CATALOGUE.map((e) => e.name);
const STEP_NAMES = CARD_STEPS.map((s) => s.step);

class Checker {
  readonly problems: CardProblem[] = [];
  /** Labels of the cards by index, for duplicate JSON keys found inside them. */
  private readonly labels: string[] = [];

  constructor(private readonly json: ParsedJson) {}

  add(path: JsonPath, message: string, card?: string, step?: number): void {
    const p: CardProblem = { message };
    const line = this.json.lineOf(path);
    if (line !== undefined) p.line = line;
    if (card !== undefined) p.card = card;
    if (step !== undefined) p.step = step;
    this.problems.push(p);
  }

  unknownFields(obj: Obj, path: JsonPath, known: string[], what: string, card?: string, step?: number): void {
    for (const key of Object.keys(obj)) {
      if (known.indexOf(key) < 0)
        this.add([...path, key], "unknown field " + JSON.stringify(key) + what + " (known: " + known.join(", ") + ")", card, step);
    }
  }

  note(obj: Obj, path: JsonPath, card?: string, step?: number): void {
    if ("note" in obj && typeof obj.note !== "string")
      this.add([...path, "note"], '"note" must be a string (got ' + got(obj.note) + ")", card, step);
  }

  file(): void {
    const root = this.json.value;
    if (!isObject(root)) {
      this.add([], 'the file must be an object: { "format": ' + CARD_FORMAT + ', "cards": [ … ] } (got ' + got(root) + ")");
      return;
    }
    this.unknownFields(root, [], [...FILE_FIELDS.required, ...FILE_FIELDS.optional], "");
    if (!("format" in root)) this.add([], 'missing "format": write "format": ' + CARD_FORMAT);
    else if (root.format !== CARD_FORMAT) this.add(["format"], '"format" must be ' + CARD_FORMAT + " (got " + got(root.format) + ")");
    if ("$schema" in root && typeof root.$schema !== "string")
      this.add(["$schema"], '"$schema" must be a string (got ' + got(root.$schema) + ")");
    this.note(root, []);
    if (!("cards" in root)) {
      this.add([], 'missing "cards": a list of cards');
    } else if (!Array.isArray(root.cards)) {
      this.add(["cards"], '"cards" must be a list of cards (got ' + got(root.cards) + ")");
    } else if (root.cards.length === 0) {
      this.add(["cards"], '"cards" is empty: the file holds no card');
    } else {
      const firstIndex = new Map<string, number>();
      root.cards.forEach((card, index) => this.card(card, index, firstIndex));
    }
    this.duplicateKeys();
  }

  card(card: unknown, index: number, firstIndex: Map<string, number>): void {
    const path: JsonPath = ["cards", index];
    let label = "card #" + (index + 1);
    if (!isObject(card)) {
      this.labels[index] = label;
      this.add(path, 'must be an object with "id", "name", "deck" and "steps" (got ' + got(card) + ")", label);
      return;
    }
    const id = card.id;
    const usable = typeof id === "string" && id.length > 0;
    if (usable && !firstIndex.has(id)) {
      label = "card " + JSON.stringify(id);
      firstIndex.set(id, index);
    }
    this.labels[index] = label;
    if (!("id" in card)) this.add(path, 'missing "id"', label);
    else if (!usable) this.add([...path, "id"], '"id" must be a non-empty string (got ' + got(id) + ")", label);
    else if (firstIndex.get(id) !== index) {
      const first = firstIndex.get(id)!;
      const line = this.json.lineOf(["cards", first, "id"]);
      this.add(
        [...path, "id"],
        "duplicate id " +
          JSON.stringify(id) +
          ": card #" +
          (first + 1) +
          (line !== undefined ? " (line " + line + ")" : "") +
          " has it already",
        label,
      );
    }
    this.unknownFields(card, path, [...CARD_FIELDS.required, ...CARD_FIELDS.optional], "", label);
    if (!("name" in card)) this.add(path, 'missing "name"', label);
    else if (typeof card.name !== "string" || card.name.length === 0)
      this.add([...path, "name"], '"name" must be a non-empty string (got ' + got(card.name) + ")", label);
    if (!("deck" in card)) this.add(path, 'missing "deck": one of ' + quoted(CARD_DECKS), label);
    else if (typeof card.deck !== "string")
      this.add([...path, "deck"], '"deck" must be one of ' + quoted(CARD_DECKS) + " (got " + got(card.deck) + ")", label);
    else if (CARD_DECKS.indexOf(card.deck) < 0)
      this.add([...path, "deck"], "unknown deck " + got(card.deck) + " (known: " + CARD_DECKS.join(", ") + ")", label);
    this.note(card, path, label);
    if (!("steps" in card)) this.add(path, 'missing "steps": a list of steps', label);
    else if (!Array.isArray(card.steps))
      this.add([...path, "steps"], '"steps" must be a list of steps (got ' + got(card.steps) + ")", label);
    else if (card.steps.length === 0) this.add([...path, "steps"], '"steps" is empty: a card needs at least one step', label);
    else card.steps.forEach((step, j) => this.step(step, [...path, "steps", j], label, j + 1));
  }

  step(step: unknown, path: JsonPath, card: string, n: number): void {
    if (!isObject(step)) {
      this.add(path, 'must be an object with "step" (got ' + got(step) + ")", card, n);
      return;
    }
    let spec: StepSpec | undefined = undefined;
    if (!("step" in step)) this.add(path, 'missing "step": one of ' + STEP_NAMES.join(", "), card, n);
    else if (typeof step.step !== "string")
      this.add([...path, "step"], '"step" must be one of ' + quoted(STEP_NAMES) + " (got " + got(step.step) + ")", card, n);
    else {
      spec = CARD_STEPS.find((s) => s.step === step.step);
      if (spec === undefined)
        this.add([...path, "step"], "unknown step " + got(step.step) + " (known: " + STEP_NAMES.join(", ") + ")", card, n);
    }
    if (spec !== undefined) {
      const known = ["step", ...spec.required, ...spec.optional, ...STEP_COMMON_FIELDS];
      this.unknownFields(step, path, known, " for step " + JSON.stringify(spec.step), card, n);
      for (const field of spec.required) {
        if (!(field in step))
          this.add(path, "step " + JSON.stringify(spec.step) + " needs " + JSON.stringify(field) + ": " + WANT[field], card, n);
      }
      for (const field of [...spec.required, ...spec.optional]) {
        if (field in step) this.field(field, step[field], [...path, field], card, n);
      }
    }
    if ("when" in step) this.when(step.when, [...path, "when"], card, n);
    if ("otherwise" in step && (typeof step.otherwise !== "string" || CARD_OTHERWISE.indexOf(step.otherwise) < 0)) {
      this.add([...path, "otherwise"], '"otherwise" must be ' + orList(CARD_OTHERWISE) + " (got " + got(step.otherwise) + ")", card, n);
    }
    this.note(step, path, card, n);
  }

  field(field: string, v: unknown, path: JsonPath, card: string, n: number): void {
    const bad = (): void => this.add(path, JSON.stringify(field) + " must be " + WANT[field] + " (got " + got(v) + ")", card, n);
    if (field === "priority") {
      if (typeof v !== "number" || CARD_PRIORITIES.indexOf(v) < 0) bad();
    } else if (field === "amount") {
      if (typeof v !== "number" || !Number.isInteger(v) || v < CARD_AMOUNT_MIN) bad();
    } else if (field === "in") {
      if (typeof v !== "string" || CARD_PLACES.indexOf(v) < 0) bad();
    } else if (field === "room") {
      if (typeof v !== "string") bad();
      else if (CARD_PLACES.indexOf(v) < 0 && ROOM_NAMES.indexOf(v) < 0) {
        const near = ROOM_NAMES.find((r) => r.toLowerCase() === v.trim().toLowerCase());
        this.add(
          path,
          "unknown Room " +
            got(v) +
            ': "room" must be ' +
            WANT.room +
            (near !== undefined ? " (did you mean " + JSON.stringify(near) + "?)" : ""),
          card,
          n,
        );
      }
    } else if (field === "text") {
      if (typeof v !== "string" || v.trim().length === 0) bad();
      else {
        for (const m of v.match(/\{[^{}]*\}/g) ?? []) {
          if (SAY_PLACEHOLDERS.indexOf(m) < 0)
            this.add(path, "unknown placeholder " + JSON.stringify(m) + ' in "text" (known: ' + SAY_PLACEHOLDERS.join(", ") + ")", card, n);
        }
      }
    }
  }

  when(v: unknown, path: JsonPath, card: string, n: number): void {
    const one = (c: unknown, at: JsonPath): void => {
      if (typeof c !== "string") this.add(at, "a condition must be one of " + quoted(CARD_CONDITIONS) + " (got " + got(c) + ")", card, n);
      else if (CARD_CONDITIONS.indexOf(c) < 0)
        this.add(at, "unknown condition " + got(c) + " (known: " + CARD_CONDITIONS.join(", ") + ")", card, n);
    };
    if (typeof v === "string") one(v, path);
    else if (Array.isArray(v)) {
      if (v.length === 0) this.add(path, '"when" is an empty list: leave it out, or name a condition', card, n);
      v.forEach((c, k) => one(c, [...path, k]));
    } else this.add(path, '"when" must be a condition or a list of conditions (got ' + got(v) + ")", card, n);
  }

  /** JSON keeps only the last of two equal keys: a mistake worth naming. */
  duplicateKeys(): void {
    for (const d of this.json.duplicates) {
      const [top, index, steps, j] = d.path;
      const card = top === "cards" && typeof index === "number" ? this.labels[index] : undefined;
      const step = steps === "steps" && typeof j === "number" ? j + 1 : undefined;
      const p: CardProblem = {
        line: d.line,
        message: "field " + JSON.stringify(d.key) + " appears twice (first on line " + d.firstLine + "); JSON keeps only the last",
      };
      if (card !== undefined) p.card = card;
      if (step !== undefined) p.step = step;
      this.problems.push(p);
    }
  }
}

/** What each step field must hold, as the messages say it. */
const WANT: Record<string, string> = {
  priority: orList(CARD_PRIORITIES),
  amount: "a whole number, " + CARD_AMOUNT_MIN + " or more",
  in: orList(CARD_PLACES),
  room: quoted(CARD_PLACES) + " or the name of a Lodge Room",
  text: "a non-empty string",
};

/** Every problem of a parsed card file, in the order of the file (duplicate keys last). */
export function checkCards(json: ParsedJson): CardProblem[] {
  const checker = new Checker(json);
  checker.file();
  return checker.problems;
}
