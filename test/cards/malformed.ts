/**
 * Malformed card files, each with the exact messages `npm run cards:check` must print for it.
 * validate.test.ts holds the validator to them; schema.test.ts holds cards/schema.json to
 * rejecting them too (but for what a JSON Schema cannot see: `schema: false`).
 */

export interface Malformed {
  name: string;
  /** The file's text. */
  text: string;
  /** Every problem, exactly, in order (the file is named cards/x.json). */
  problems: string[];
  /** false: a JSON Schema cannot tell (duplicate ids or keys, placeholders in text). */
  schema?: boolean;
  /** The text is not JSON at all: no schema check. */
  syntax?: boolean;
}

/**
 * A file whose cards stand one a line: card 1 on line 4, card 2 on line 5, …
 *
 *     1 {
 *     2   "format": 1,
 *     3   "cards": [
 *     4     { …card 1… },
 *     5     { …card 2… }
 *     6   ]
 *     7 }
 */
export function file(...cards: unknown[]): string {
  return "{\n" + '  "format": 1,\n' + '  "cards": [\n' + cards.map((c) => "    " + JSON.stringify(c)).join(",\n") + "\n  ]\n}\n";
}

/** A card with one step (or the steps given). */
export function card(id: string, ...steps: unknown[]): Record<string, unknown> {
  return { id, name: "Test " + id, deck: "command", steps };
}

const T = { step: "target", priority: 1 };
const KNOWN_STEPS = "(known: target, teleport, avatarEffect, placeVortex, damage, instability, say)";
const KNOWN_CONDITIONS = "(known: targetExists, noTarget, targetIsRoom, targetIsMage, jukasInLodge, jukasInCell)";

export const MALFORMED: Malformed[] = [
  // JSON syntax: line and column
  {
    name: "a missing comma between two fields",
    text: '{\n  "format": 1\n  "cards": []\n}\n',
    problems: ['cards/x.json:3:3: JSON syntax error: expected "," or "}" after the value of "format", found "\\""'],
    syntax: true,
  },
  {
    name: "a trailing comma in a list",
    text: file(card("c-1", T)).replace("}]}", "},]}"),
    problems: ['cards/x.json:4:92: JSON syntax error: a comma before "]": JSON allows no trailing comma'],
    syntax: true,
  },
  {
    name: "a comment",
    text: '{\n  // my cards\n  "format": 1, "cards": []\n}\n',
    problems: ['cards/x.json:2:3: JSON syntax error: JSON allows no comments (use a "note" field)'],
    syntax: true,
  },
  {
    name: "a string that never ends",
    text: '{\n  "format": 1,\n  "cards": [{ "id": "c-1 }]\n}\n',
    problems: ['cards/x.json:3:21: JSON syntax error: a string that never ends on its line (a missing closing ")'],
    syntax: true,
  },
  {
    name: "single quotes",
    text: "{ 'format': 1 }",
    problems: ['cards/x.json:1:3: JSON syntax error: expected a field name in double quotes, found "\'"'],
    syntax: true,
  },
  {
    name: "an empty file",
    text: "",
    problems: ["cards/x.json:1:1: JSON syntax error: expected a value, found the end of the file"],
    syntax: true,
  },
  // The file
  {
    name: "a file that is a list, not an object",
    text: "[]\n",
    problems: ['cards/x.json:1: the file must be an object: { "format": 1, "cards": [ … ] } (got a list)'],
  },
  {
    name: "missing format",
    text: '{\n  "cards": [' + JSON.stringify(card("c-1", T)) + "]\n}\n",
    problems: ['cards/x.json:1: missing "format": write "format": 1'],
  },
  {
    name: "wrong format",
    text: file(card("c-1", T)).replace('"format": 1', '"format": "1"'),
    problems: ['cards/x.json:2: "format" must be 1 (got "1")'],
  },
  {
    name: "an unknown field in the file",
    text: file(card("c-1", T)).replace('"format": 1,', '"format": 1, "deck": "command",'),
    problems: ['cards/x.json:2: unknown field "deck" (known: format, cards, $schema, note)'],
  },
  {
    name: "missing cards",
    text: '{ "format": 1 }\n',
    problems: ['cards/x.json:1: missing "cards": a list of cards'],
  },
  {
    name: "cards that are not a list",
    text: '{ "format": 1, "cards": { "id": "c-1" } }\n',
    problems: ['cards/x.json:1: "cards" must be a list of cards (got an object)'],
  },
  {
    name: "no card at all",
    text: '{ "format": 1, "cards": [] }\n',
    problems: ['cards/x.json:1: "cards" is empty: the file holds no card'],
  },
  {
    name: "a note that is not text",
    text: file(card("c-1", T)).replace('"format": 1,', '"format": 1, "note": 7,'),
    problems: ['cards/x.json:2: "note" must be a string (got 7)'],
  },
  // Cards
  {
    name: "a card that is not an object",
    text: file(card("c-1", T), "c-2"),
    problems: ['cards/x.json:5: card #2: must be an object with "id", "name", "deck" and "steps" (got "c-2")'],
  },
  {
    name: "missing id",
    text: file(card("c-1", T), { name: "No id", deck: "command", steps: [T] }),
    problems: ['cards/x.json:5: card #2: missing "id"'],
  },
  {
    name: "an id of the wrong type",
    text: file({ ...card("c-1", T), id: 12 }),
    problems: ['cards/x.json:4: card #1: "id" must be a non-empty string (got 12)'],
  },
  {
    name: "an empty id",
    text: file({ ...card("c-1", T), id: "" }),
    problems: ['cards/x.json:4: card #1: "id" must be a non-empty string (got "")'],
  },
  {
    name: "duplicate id",
    text: file(card("c-1", T), card("c-2", T), card("c-1", T)),
    problems: ['cards/x.json:6: card #3: duplicate id "c-1": card #1 (line 4) has it already'],
    schema: false,
  },
  {
    name: "missing name",
    text: file({ id: "c-1", deck: "command", steps: [T] }),
    problems: ['cards/x.json:4: card "c-1": missing "name"'],
  },
  {
    name: "a name of the wrong type",
    text: file({ ...card("c-1", T), name: ["Crypt"] }),
    problems: ['cards/x.json:4: card "c-1": "name" must be a non-empty string (got a list)'],
  },
  {
    name: "missing deck",
    text: file({ id: "c-1", name: "A", steps: [T] }),
    problems: ['cards/x.json:4: card "c-1": missing "deck": one of "command", "evocation", "event"'],
  },
  {
    name: "unknown deck",
    text: file({ ...card("c-1", T), deck: "comand" }),
    problems: ['cards/x.json:4: card "c-1": unknown deck "comand" (known: command, evocation, event)'],
  },
  {
    name: "a deck of the wrong type",
    text: file({ ...card("c-1", T), deck: 1 }),
    problems: ['cards/x.json:4: card "c-1": "deck" must be one of "command", "evocation", "event" (got 1)'],
  },
  {
    name: "an unknown card field",
    text: file({ ...card("c-1", T), text: "Jukas teleports" }),
    problems: ['cards/x.json:4: card "c-1": unknown field "text" (known: id, name, deck, steps, note)'],
  },
  {
    name: "missing steps",
    text: file({ id: "c-1", name: "A", deck: "event" }),
    problems: ['cards/x.json:4: card "c-1": missing "steps": a list of steps'],
  },
  {
    name: "steps that are not a list",
    text: file({ ...card("c-1"), steps: T }),
    problems: ['cards/x.json:4: card "c-1": "steps" must be a list of steps (got an object)'],
  },
  {
    name: "empty steps",
    text: file(card("c-1")),
    problems: ['cards/x.json:4: card "c-1": "steps" is empty: a card needs at least one step'],
  },
  // Steps
  {
    name: "a step that is not an object",
    text: file(card("c-1", T, "teleport")),
    problems: ['cards/x.json:4: card "c-1" step 2: must be an object with "step" (got "teleport")'],
  },
  {
    name: "missing step",
    text: file(card("c-1", { priority: 1 })),
    problems: [
      'cards/x.json:4: card "c-1" step 1: missing "step": one of target, teleport, avatarEffect, placeVortex, damage, instability, say',
    ],
  },
  {
    name: "a step name of the wrong type",
    text: file(card("c-1", { step: 3 })),
    problems: [
      'cards/x.json:4: card "c-1" step 1: "step" must be one of "target", "teleport", "avatarEffect", "placeVortex", "damage", "instability", "say" (got 3)',
    ],
  },
  {
    name: "unknown step",
    text: file(card("c-1", T), card("c-2", T), card("c-3", T, { step: "fly" })),
    problems: ['cards/x.json:6: card "c-3" step 2: unknown step "fly" ' + KNOWN_STEPS],
  },
  {
    name: "an unknown field for its step",
    text: file(card("c-1", { step: "target", priority: 1, amount: 2 })),
    problems: [
      'cards/x.json:4: card "c-1" step 1: unknown field "amount" for step "target" (known: step, priority, when, otherwise, note)',
    ],
  },
  {
    name: "missing priority",
    text: file(card("c-1", { step: "target" })),
    problems: ['cards/x.json:4: card "c-1" step 1: step "target" needs "priority": 1, 2 or 3'],
  },
  {
    name: "wrong priority",
    text: file(card("c-1", { step: "teleport", priority: 4 })),
    problems: ['cards/x.json:4: card "c-1" step 1: "priority" must be 1, 2 or 3 (got 4)'],
  },
  {
    name: "a priority written as text",
    text: file(card("c-1", { step: "target", priority: "1" })),
    problems: ['cards/x.json:4: card "c-1" step 1: "priority" must be 1, 2 or 3 (got "1")'],
  },
  {
    name: "missing amount",
    text: file(card("c-1", T, { step: "damage" })),
    problems: ['cards/x.json:4: card "c-1" step 2: step "damage" needs "amount": a whole number, 1 or more'],
  },
  {
    name: "an amount of 0",
    text: file(card("c-1", T, { step: "instability", amount: 0 })),
    problems: ['cards/x.json:4: card "c-1" step 2: "amount" must be a whole number, 1 or more (got 0)'],
  },
  {
    name: "an amount that is not whole",
    text: file(card("c-1", T, { step: "damage", amount: 1.5 })),
    problems: ['cards/x.json:4: card "c-1" step 2: "amount" must be a whole number, 1 or more (got 1.5)'],
  },
  {
    name: "an amount written as text",
    text: file(card("c-1", T, { step: "damage", amount: "2" })),
    problems: ['cards/x.json:4: card "c-1" step 2: "amount" must be a whole number, 1 or more (got "2")'],
  },
  {
    name: "missing in",
    text: file(card("c-1", { step: "placeVortex" })),
    problems: ['cards/x.json:4: card "c-1" step 1: step "placeVortex" needs "in": "target" or "jukas"'],
  },
  {
    name: "a wrong in",
    text: file(card("c-1", { step: "placeVortex", in: "Crypt" })),
    problems: ['cards/x.json:4: card "c-1" step 1: "in" must be "target" or "jukas" (got "Crypt")'],
  },
  {
    name: "an unknown Room, with the spelling it may mean",
    text: file(card("c-1", { step: "avatarEffect", room: "throne room" })),
    problems: [
      'cards/x.json:4: card "c-1" step 1: unknown Room "throne room": "room" must be "target", "jukas" or the name of a Lodge Room (did you mean "Throne Room"?)',
    ],
  },
  {
    name: "a Room of the wrong type",
    text: file(card("c-1", { step: "avatarEffect", room: 2 })),
    problems: ['cards/x.json:4: card "c-1" step 1: "room" must be "target", "jukas" or the name of a Lodge Room (got 2)'],
  },
  {
    name: "missing text",
    text: file(card("c-1", { step: "say" })),
    problems: ['cards/x.json:4: card "c-1" step 1: step "say" needs "text": a non-empty string'],
  },
  {
    name: "empty text",
    text: file(card("c-1", { step: "say", text: "" })),
    problems: ['cards/x.json:4: card "c-1" step 1: "text" must be a non-empty string (got "")'],
  },
  {
    name: "an unknown placeholder in the text",
    text: file(card("c-1", T, { step: "say", text: "{mage} loses {target}'s Power" })),
    problems: ['cards/x.json:4: card "c-1" step 2: unknown placeholder "{mage}" in "text" (known: {target}, {targetRoom}, {jukasRoom})'],
    schema: false,
  },
  {
    name: "unknown condition",
    text: file(card("c-1", { ...T, when: "jukasAngry" })),
    problems: ['cards/x.json:4: card "c-1" step 1: unknown condition "jukasAngry" ' + KNOWN_CONDITIONS],
  },
  {
    name: "an unknown condition in a list",
    text: file(card("c-1", { ...T, when: ["jukasInLodge", "targetIsRoon"] })),
    problems: ['cards/x.json:4: card "c-1" step 1: unknown condition "targetIsRoon" ' + KNOWN_CONDITIONS],
  },
  {
    name: "a condition of the wrong type",
    text: file(card("c-1", { ...T, when: true })),
    problems: ['cards/x.json:4: card "c-1" step 1: "when" must be a condition or a list of conditions (got true)'],
  },
  {
    name: "an empty list of conditions",
    text: file(card("c-1", { ...T, when: [] })),
    problems: ['cards/x.json:4: card "c-1" step 1: "when" is an empty list: leave it out, or name a condition'],
  },
  {
    name: "a wrong otherwise",
    text: file(card("c-1", { ...T, otherwise: "halt" })),
    problems: ['cards/x.json:4: card "c-1" step 1: "otherwise" must be "skip" or "stop" (got "halt")'],
  },
  {
    name: "a step note that is not text",
    text: file(card("c-1", { ...T, note: 1 })),
    problems: ['cards/x.json:4: card "c-1" step 1: "note" must be a string (got 1)'],
  },
  {
    name: "a field written twice",
    text: file(card("c-1", T)).replace('{"id":"c-1",', '{"id":"c-0","id":"c-1",'),
    problems: ['cards/x.json:4: card "c-1": field "id" appears twice (first on line 4); JSON keeps only the last'],
    schema: false,
  },
  // Every problem, not the first one only
  {
    name: "every problem of a file, in the order of its lines",
    text: [
      "{",
      '  "format": 1,',
      '  "cards": [',
      "    {",
      '      "id": "c-1",',
      '      "name": "One",',
      '      "deck": "comand",',
      '      "steps": [',
      '        { "step": "target", "priority": 4 },',
      '        { "step": "fly" },',
      '        { "step": "damage", "amount": 1, "when": "targetExist" }',
      "      ]",
      "    },",
      '    { "id": "c-1", "name": "Two", "deck": "event", "steps": [] },',
      '    { "name": "Three", "deck": "command", "steps": [{ "step": "say", "text": "Hi", "otherwise": "skip" }] }',
      "  ]",
      "}",
    ].join("\n"),
    problems: [
      'cards/x.json:7: card "c-1": unknown deck "comand" (known: command, evocation, event)',
      'cards/x.json:9: card "c-1" step 1: "priority" must be 1, 2 or 3 (got 4)',
      'cards/x.json:10: card "c-1" step 2: unknown step "fly" ' + KNOWN_STEPS,
      'cards/x.json:11: card "c-1" step 3: unknown condition "targetExist" ' + KNOWN_CONDITIONS,
      'cards/x.json:14: card #2: duplicate id "c-1": card #1 (line 5) has it already',
      'cards/x.json:14: card #2: "steps" is empty: a card needs at least one step',
      'cards/x.json:15: card #3: missing "id"',
    ],
  },
];
