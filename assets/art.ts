/**
 * Every image of the save, composed as SVG from the drawings in assets/icons/ and from the
 * game's data (Room names and Slots from LODGE_CATALOGUE, Jukas's card from jukas.ts), so a
 * change of the data changes the pictures. `artCatalogue()` maps an image's name (the NAME of
 * `asset:NAME.png` in mod/) to its SVG and pixel size; the build renders the ones mod/ uses.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { CARD_DECKS, type Card } from "../src/core/card";
import { AVATAR_CARD_TEXT, JUKAS_STATS } from "../src/core/jukas";
import { cardWords } from "../src/cards/words";
import { BLACK_ROSE_ROOM, LODGE_CATALOGUE, THRONE_ROOM, type CatalogueEntry } from "../src/core/lodge";
import { JUKAS_RGB, SEAT_RGB } from "../src/table/colours";
import { slug } from "./slug";
import { SERIF, doc, fit, hex, hexagon, icon, ink, lines, n, setIconDir, text, wrap } from "./svg";

export interface Art {
  width: number;
  height: number;
  svg: () => string;
}

const GOLD = "#d6b25e";
const PARCHMENT = "#ece2c8";
const NIGHT = "#1d1426";

/**
 * All images, by name. `root` is the repository (for assets/icons); `cards`, the card file's
 * cards, each get a face (`cardFaceName`); the three decks' backs are always there.
 */
export function artCatalogue(root: string, cards: Card[] = []): Map<string, Art> {
  setIconDir(join(root, "assets", "icons"));
  const art = new Map<string, Art>();
  const add = (name: string, width: number, height: number, svg: () => string) => art.set(name, { width, height, svg });
  for (const room of LODGE_CATALOGUE) {
    add(`room-${slug(room.name)}-destroyed`, 512, 512, () => roomDestroyed(room));
    add(`room-${slug(room.name)}-rebuilt`, 512, 512, () => roomRebuilt(room));
  }
  for (const [colour, rgb] of Object.entries(SEAT_RGB)) {
    add(`cell-${slug(colour)}`, 512, 512, () => cell(`${colour}'s Cell`, rgb, "mage"));
    add(`instability-${slug(colour)}`, 256, 256, () => instability(rgb, "swirl", colour.charAt(0)));
    add(`mage-card-${slug(colour)}`, 1050, 750, () => mageCard(colour, rgb));
    add(`mage-figure-${slug(colour)}`, 512, 1024, () => mageFigure(colour));
  }
  add("cell-jukas", 512, 512, () => cell("Jukas's Cell", JUKAS_RGB, "vortex"));
  add("instability-jukas", 256, 256, () => instability(JUKAS_RGB, "swirl", "J"));
  add("instability-black-rose", 256, 256, () => instability({ r: 0.08, g: 0.06, b: 0.07 }, "rose", ""));
  add("mage-card-back", 1050, 750, mageCardBack);
  add("vortex", 256, 256, vortexToken);
  add("crown", 256, 256, crown);
  add("avatar-card", 750, 1050, avatarCard);
  add("avatar-card-back", 750, 1050, avatarCardBack);
  add("forgotten-spell", 500, 700, () => spellCard(false));
  add("forgotten-spell-back", 500, 700, () => spellCard(true));
  add("jukas-figure", 512, 1024, jukasFigure);
  for (const deck of CARD_DECKS) add(cardBackName(deck), CARD_W, CARD_H, () => jukasCardBack(deck));
  for (const card of cards) add(cardFaceName(card), CARD_W, CARD_H, () => jukasCardFace(card));
  for (const sheet of cardSheets(cards)) {
    const { cols, rows, cellW, cellH } = sheet.grid;
    add(sheet.name, cols * cellW, rows * cellH, () => cardSheet(sheet));
  }
  return art;
}

/**
 * TTS's deck grid (Knowledge Base, Custom Deck): a deck's faces are one card sheet, cut into
 * NumWidth x NumHeight cards, at most 10 x 7 (and the last slot is the "hidden" card unless
 * BackIsHidden), each card `CardID = deckId * 100 + index`, reading left to right, top to bottom.
 * A sheet stays within 4096 px a side (Knowledge Base, Asset Creation: "keep the dimensions of
 * your images under 4096x4096"), so a full sheet's cards are about 409 x 573.
 */
export const SHEET_MAX_COLS = 10;
export const SHEET_MAX_ROWS = 7;
export const SHEET_MAX_CARDS = SHEET_MAX_COLS * SHEET_MAX_ROWS - 1;
const SHEET_MAX_PX = 4096;

export interface SheetGrid {
  cols: number;
  rows: number;
  cellW: number;
  cellH: number;
}

export interface CardSheet {
  deck: string;
  /** The image's name (`asset:NAME.png`): the deck, the sheet's number, a hash of its cards' ids in order. */
  name: string;
  cards: Card[];
  grid: SheetGrid;
}

export function sheetGrid(count: number): SheetGrid {
  const cols = Math.max(1, Math.min(SHEET_MAX_COLS, count));
  const rows = Math.max(1, Math.ceil(count / cols));
  const scale = Math.min(1, SHEET_MAX_PX / (cols * CARD_W), SHEET_MAX_PX / (rows * CARD_H));
  return { cols, rows, cellW: Math.floor(CARD_W * scale), cellH: Math.floor(CARD_H * scale) };
}

/** The card sheets of the card file: each deck's cards in file order, SHEET_MAX_CARDS a sheet. */
export function cardSheets(cards: Card[]): CardSheet[] {
  const sheets: CardSheet[] = [];
  for (const deck of CARD_DECKS) {
    const inDeck = cards.filter((c) => c.deck === deck);
    for (let first = 0, k = 1; first < inDeck.length; first += SHEET_MAX_CARDS, k++) {
      const chunk = inDeck.slice(first, first + SHEET_MAX_CARDS);
      const hash = createHash("sha1")
        .update(chunk.map((c) => c.id).join("\n"))
        .digest("hex")
        .slice(0, 8);
      sheets.push({ deck, name: `card-sheet-${deck}-${k}-${hash}`, cards: chunk, grid: sheetGrid(chunk.length) });
    }
  }
  return sheets;
}

/** A sheet: each card's face, as drawn alone, scaled into its cell. */
function cardSheet(sheet: CardSheet): string {
  const { cols, rows, cellW, cellH } = sheet.grid;
  let body = "";
  sheet.cards.forEach((card, i) => {
    const inner = jukasCardFace(card)
      .replace(/^<svg [^>]*>/, "")
      .replace(/<\/svg>$/, "");
    const x = (i % cols) * cellW;
    const y = Math.floor(i / cols) * cellH;
    body += `<svg x="${x}" y="${y}" width="${cellW}" height="${cellH}" viewBox="0 0 ${CARD_W} ${CARD_H}">${inner}</svg>`;
  });
  return doc(cols * cellW, rows * cellH, body);
}

/** The face image of a card: its id made safe for a file name, and a hash that keeps two ids apart. */
export function cardFaceName(card: Pick<Card, "id">): string {
  const hash = createHash("sha1").update(card.id).digest("hex").slice(0, 8);
  const safe = slug(card.id).slice(0, 32);
  return `card-${safe === "" ? "x" : safe}-${hash}`;
}

export function cardBackName(deck: string): string {
  return `card-back-${deck}`;
}

const CARD_W = 500;
const CARD_H = 700;

const DECK_LOOK: Record<string, { title: string; colour: string }> = {
  command: { title: "COMMAND CARD", colour: "#3d2a57" },
  evocation: { title: "EVOCATION CARD", colour: "#1f4d4a" },
  event: { title: "AVATAR EVENT CARD", colour: "#5a1f25" },
};

/** A card's face: its deck, its name, its steps in words (as the mod announces them) and its id. */
function jukasCardFace(card: Card): string {
  const look = DECK_LOOK[card.deck] ?? DECK_LOOK.command;
  let body = `<rect width="${CARD_W}" height="${CARD_H}" rx="28" fill="${PARCHMENT}"/>`;
  body += `<rect x="0" y="0" width="${CARD_W}" height="84" rx="28" fill="${look.colour}"/><rect x="0" y="56" width="${CARD_W}" height="28" fill="${look.colour}"/>`;
  body += icon("vortex", 24, 16, 52, 52, "#c9a2ff");
  body += text(92, 56, look.title, { size: 26, weight: "bold", fill: GOLD, spacing: 2 });
  const name = fit(card.name, 440, 3, { size: 38, weight: "bold", family: SERIF });
  const nameLead = name.size * 1.15;
  body += lines(30, 84 + 20 + name.size, name.lines, nameLead, { size: name.size, weight: "bold", family: SERIF, fill: "#1f1a14" });
  const top = 84 + 20 + name.size + (name.lines.length - 1) * nameLead + 24;
  body += `<line x1="30" y1="${n(top)}" x2="${CARD_W - 30}" y2="${n(top)}" stroke="#8c7a4f" stroke-width="3"/>`;
  // The steps, at the largest size that fits above the id.
  const room = CARD_H - 64 - (top + 12);
  const steps = cardWords(card);
  let size = 24;
  let wrapped: string[][] = [];
  for (; size >= 11; size--) {
    wrapped = steps.map((step) => wrap(step, 436, { size }));
    const height = wrapped.reduce((h, l) => h + l.length * size * 1.25 + size * 0.5, 0);
    if (height <= room) break;
  }
  let y = top + 12 + size;
  for (const step of wrapped) {
    body += lines(32, y, step, size * 1.25, { size, fill: "#1f1a14" });
    y += step.length * size * 1.25 + size * 0.5;
  }
  body += text(CARD_W / 2, CARD_H - 28, `id: ${card.id}`, { size: 20, fill: "#5b4e36", anchor: "middle", italic: true });
  body += `<rect x="0" y="0" width="${CARD_W}" height="${CARD_H}" rx="28" fill="none" stroke="${look.colour}" stroke-width="8"/>`;
  return doc(CARD_W, CARD_H, body);
}

function jukasCardBack(deck: string): string {
  const look = DECK_LOOK[deck] ?? DECK_LOOK.command;
  return doc(
    CARD_W,
    CARD_H,
    `<rect width="${CARD_W}" height="${CARD_H}" rx="28" fill="${look.colour}"/><rect x="22" y="22" width="456" height="656" rx="18" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
      icon("vortex", 130, 170, 240, 240, "#c9a2ff") +
      text(CARD_W / 2, 500, "JUKAS", { size: 64, weight: "bold", family: SERIF, fill: GOLD, anchor: "middle", spacing: 6 }) +
      text(CARD_W / 2, 552, look.title, { size: 26, fill: "#e6dcc8", anchor: "middle", weight: "bold", spacing: 2 }),
  );
}

/** Content of a hexagonal tile stays inside this radius of the centre: safe for either hexagon orientation. */
const SAFE = 215;

function roomDestroyed(room: CatalogueEntry): string {
  const special = room.name === BLACK_ROSE_ROOM ? "#3b0b15" : room.name === THRONE_ROOM ? "#2b2210" : "#25212b";
  const title = fit(room.name, 360, 2, { size: 50, weight: "bold", family: SERIF });
  const lead = title.size * 1.08;
  const titleY = title.lines.length === 1 ? 190 : 168;
  const perRow = room.slots <= 4 ? 2 : room.slots <= 6 ? 3 : 5;
  const rows = Math.ceil(room.slots / perRow);
  const firstRow = titleY + (title.lines.length - 1) * lead + 62;
  let slots = "";
  for (let i = 0; i < room.slots; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, room.slots - row * perRow);
    const x = 256 + ((i % perRow) - (inRow - 1) / 2) * 60;
    slots += `<circle cx="${n(x)}" cy="${n(firstRow + row * 60)}" r="23" fill="#141118" stroke="#efe6d2" stroke-width="4"/>`;
  }
  const emblem = room.name === BLACK_ROSE_ROOM ? icon("rose", 231, 52, 50, 50, "#b3283d") : "";
  return doc(
    512,
    512,
    `<rect width="512" height="512" fill="${special}"/>` +
      `<circle cx="256" cy="256" r="${SAFE}" fill="none" stroke="#6d6475" stroke-width="3" stroke-dasharray="10 8"/>` +
      cracks() +
      emblem +
      text(256, 122, "DESTROYED", { size: 22, fill: "#d9826f", anchor: "middle", weight: "bold", spacing: 4 }) +
      lines(256, titleY, title.lines, lead, {
        size: title.size,
        weight: "bold",
        family: SERIF,
        fill: room.name === THRONE_ROOM ? GOLD : "#efe6d2",
        anchor: "middle",
      }) +
      slots +
      text(256, firstRow + (rows - 1) * 60 + 62, `${room.slots} Instability Slots`, { size: 24, fill: "#cfc6b8", anchor: "middle" }),
  );
}

/** A few cracks near the rim, clear of the text. */
function cracks(): string {
  const paths = ["M58 292 L92 312 L84 344 L118 366", "M452 384 L420 398 L428 426 L396 446"];
  return paths.map((d) => `<path d="${d}" fill="none" stroke="#0d0b10" stroke-width="4" opacity="0.6"/>`).join("");
}

function roomRebuilt(room: CatalogueEntry): string {
  const title = fit(room.name, 360, 2, { size: 54, weight: "bold", family: SERIF });
  const titleY = title.lines.length === 1 ? 265 : 240;
  return doc(
    512,
    512,
    `<rect width="512" height="512" fill="#d8c8a0"/>` +
      `<circle cx="256" cy="256" r="${SAFE}" fill="#e6d9b6" stroke="#8c7a4f" stroke-width="6"/>` +
      text(256, 160, "REBUILT", { size: 26, fill: "#2f5d3a", anchor: "middle", weight: "bold", spacing: 5 }) +
      lines(256, titleY, title.lines, title.size * 1.1, {
        size: title.size,
        weight: "bold",
        family: SERIF,
        fill: "#2a2116",
        anchor: "middle",
      }) +
      text(256, 370, "No Instability Slots", { size: 22, fill: "#5b4e36", anchor: "middle", italic: true }),
  );
}

function cell(label: string, rgb: { r: number; g: number; b: number }, emblem: "mage" | "vortex"): string {
  const fg = ink(rgb);
  const title = fit(label, 380, 2, { size: 48, weight: "bold", family: SERIF });
  return doc(
    512,
    512,
    `<rect width="512" height="512" fill="${hex(rgb)}"/>` +
      `<circle cx="256" cy="256" r="${SAFE}" fill="none" stroke="${fg}" stroke-width="5" opacity="0.6"/>` +
      icon(emblem, 186, 96, 140, 140, fg) +
      lines(256, 300, title.lines, title.size * 1.1, { size: title.size, weight: "bold", family: SERIF, fill: fg, anchor: "middle" }),
  );
}

/**
 * An Instability token: its owner's colour, and its owner's letter over the swirl (W, R, B, G,
 * J), or the Black Rose's rose, so that no two owners differ by colour alone (red and green
 * look alike to many colour-blind players).
 */
function instability(rgb: { r: number; g: number; b: number }, emblem: "swirl" | "rose", letter: string): string {
  const body =
    emblem === "rose"
      ? `<circle cx="128" cy="128" r="92" fill="#0b0a0b" stroke="#8e1b2a" stroke-width="8"/>` + icon("rose", 58, 52, 140, 150, "#b3283d")
      : `<g opacity="0.45">${icon("swirl", 44, 44, 168, 168, "#111014")}</g>` +
        text(128, 172, letter, { size: 132, weight: "bold", fill: ink(rgb), anchor: "middle" });
  return doc(256, 256, `<rect width="256" height="256" fill="${hex(rgb)}"/>` + body);
}

function vortexToken(): string {
  return doc(
    256,
    256,
    `<rect width="256" height="256" fill="#1f0f33"/><circle cx="128" cy="128" r="112" fill="none" stroke="${GOLD}" stroke-width="8"/>` +
      icon("vortex", 40, 40, 176, 176, "#c9a2ff"),
  );
}

function crown(): string {
  return doc(
    256,
    256,
    `<rect width="256" height="256" fill="#1c2a48"/><circle cx="128" cy="128" r="112" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
      icon("crown", 48, 40, 160, 160, GOLD) +
      text(128, 222, "CROWN", { size: 22, fill: GOLD, anchor: "middle", weight: "bold", spacing: 3 }),
  );
}

function mageCard(colour: string, rgb: { r: number; g: number; b: number }): string {
  const fg = ink(rgb);
  return doc(
    1050,
    750,
    `<rect width="1050" height="750" rx="36" fill="${PARCHMENT}"/>` +
      `<rect x="0" y="0" width="1050" height="150" rx="36" fill="${hex(rgb)}"/><rect x="0" y="110" width="1050" height="40" fill="${hex(rgb)}"/>` +
      `<rect x="0" y="0" width="1050" height="750" rx="36" fill="none" stroke="#3b3326" stroke-width="10"/>` +
      icon("mage", 40, 22, 106, 106, fg) +
      text(170, 100, `${colour} Mage`, { size: 64, weight: "bold", family: SERIF, fill: fg }) +
      `<rect x="70" y="200" width="910" height="380" rx="24" fill="#f6efdc" stroke="#8c7a4f" stroke-width="5" stroke-dasharray="18 12"/>` +
      icon("vortex", 425, 250, 200, 200, "#d9cdb0") +
      text(525, 510, "Vortex Tokens on this Mage Card", { size: 40, weight: "bold", fill: "#3b3326", anchor: "middle" }) +
      text(525, 555, "are not in the Lodge (R9)", { size: 30, fill: "#5b4e36", anchor: "middle", italic: true }) +
      lines(
        525,
        650,
        wrap(
          "Take your Room's Vortex Token after resolving a Spell there (R8). In the Clean-up, discard them all: two or more draw a Forgotten Spell (R10).",
          900,
          { size: 28 },
        ),
        38,
        { size: 28, fill: "#3b3326", anchor: "middle" },
      ),
  );
}

function mageCardBack(): string {
  return doc(
    1050,
    750,
    `<rect width="1050" height="750" rx="36" fill="${NIGHT}"/>` +
      icon("mage", 425, 175, 200, 280, "#4a3a5c") +
      text(525, 560, "MAGE CARD", { size: 48, fill: GOLD, anchor: "middle", weight: "bold", spacing: 8 }),
  );
}

function spellCard(back: boolean): string {
  if (back) {
    return doc(
      500,
      700,
      `<rect width="500" height="700" rx="28" fill="#2b1a40"/><rect x="22" y="22" width="456" height="656" rx="18" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
        icon("book", 150, 230, 200, 200, GOLD),
    );
  }
  return doc(
    500,
    700,
    `<rect width="500" height="700" rx="28" fill="${PARCHMENT}"/><rect x="22" y="22" width="456" height="656" rx="18" fill="none" stroke="#6a4e8c" stroke-width="6"/>` +
      text(250, 110, "Forgotten", { size: 52, weight: "bold", family: SERIF, fill: "#3d2a57", anchor: "middle" }) +
      text(250, 170, "Spell", { size: 52, weight: "bold", family: SERIF, fill: "#3d2a57", anchor: "middle" }) +
      icon("book", 150, 230, 200, 200, "#6a4e8c") +
      lines(250, 530, wrap("Stands for a Forgotten Spell card of the base game.", 400, { size: 26 }), 36, {
        size: 26,
        fill: "#3b3326",
        anchor: "middle",
        italic: true,
      }),
  );
}

function jukasFigure(): string {
  return doc(
    512,
    1024,
    `<ellipse cx="256" cy="960" rx="200" ry="40" fill="#2a1838"/>` +
      icon("mage", 66, 50, 380, 850, "#5b2a86", true) +
      icon("vortex", 181, 560, 150, 150, "#c9a2ff") +
      `<rect x="106" y="890" width="300" height="80" rx="18" fill="#2a1838" stroke="${GOLD}" stroke-width="6"/>` +
      text(256, 948, "JUKAS", { size: 50, weight: "bold", family: SERIF, fill: GOLD, anchor: "middle", spacing: 6 }),
  );
}

/**
 * A Mage's model: its colour's letter on the figure and its name on the plate, so that no two
 * Mages differ by colour alone (as the Instability tokens). Drawn light, in black ink: the
 * model's tint (its seat's colour, which the tagging assistant reads) colours it in TTS.
 */
function mageFigure(colour: string): string {
  return doc(
    512,
    1024,
    `<ellipse cx="256" cy="960" rx="200" ry="40" fill="#5a5a5a"/>` +
      icon("mage", 66, 50, 380, 850, "#e6e6e6", true) +
      `<circle cx="256" cy="620" r="110" fill="#ffffff" stroke="#111111" stroke-width="10"/>` +
      text(256, 690, colour.charAt(0), { size: 190, weight: "bold", fill: "#111111", anchor: "middle" }) +
      `<rect x="76" y="890" width="360" height="80" rx="18" fill="#ffffff" stroke="#111111" stroke-width="6"/>` +
      text(256, 948, colour.toUpperCase(), { size: 50, weight: "bold", family: SERIF, fill: "#111111", anchor: "middle", spacing: 6 }),
  );
}

/**
 * The Avatar Card: R1's stats, the Avatar Effect (R11) and the three Priority rows (R14–R16),
 * all read from src/core/jukas.ts.
 */
function avatarCard(): string {
  const W = 750;
  let body = `<rect width="${W}" height="1050" rx="40" fill="${NIGHT}"/><rect x="18" y="18" width="714" height="1014" rx="28" fill="none" stroke="${GOLD}" stroke-width="6"/>`;
  body += icon("vortex", 44, 34, 92, 92, "#c9a2ff");
  body += text(160, 100, "JUKAS", { size: 76, weight: "bold", family: SERIF, fill: GOLD, spacing: 6 });
  body += text(706, 100, "Avatar", { size: 30, italic: true, family: SERIF, fill: "#cbb8e0", anchor: "end" });

  // R1: the printed stats.
  const stats: [string, string, number][] = [
    ["heart", "Health", JUKAS_STATS.health],
    ["sword", "Strength", JUKAS_STATS.strength],
    ["speed", "Speed", JUKAS_STATS.speed],
  ];
  stats.forEach(([glyph, label, value], i) => {
    const x = 44 + i * 226;
    body += `<rect x="${x}" y="146" width="210" height="112" rx="18" fill="#2d2140" stroke="#5d4a78" stroke-width="3"/>`;
    body += icon(glyph, x + 18, 160, 52, 52, glyph === "heart" ? "#c8324a" : "#e6dcc8");
    body += text(x + 146, 226, String(value), { size: 66, weight: "bold", fill: "#ffffff", anchor: "middle" });
    body += text(x + 16, 244, label, { size: 20, fill: "#cbb8e0" });
  });

  body += icon("gear", 48, 280, 38, 38, GOLD);
  body += text(98, 310, "Tool: Vortex Token", { size: 28, fill: "#efe6d2", weight: "bold" });

  // R11: the Avatar Effect, in its printed order.
  const effectTop = 338;
  const effectStyle = { size: 26 };
  const effectLines = AVATAR_CARD_TEXT.effect.map((line) => wrap(line, 580, effectStyle));
  const lead = 34;
  const effectHeight = 66 + effectLines.reduce((h, l) => h + l.length * lead + 10, 0);
  body += `<rect x="40" y="${effectTop}" width="670" height="${effectHeight}" rx="20" fill="#efe6d2"/>`;
  body += icon("vortex", 58, effectTop + 14, 42, 42, "#5b2a86");
  body += text(110, effectTop + 46, "Avatar Effect", { size: 31, weight: "bold", family: SERIF, fill: "#3d2a57" });
  let y = effectTop + 88;
  effectLines.forEach((wrapped, i) => {
    body +=
      `<circle cx="80" cy="${y - 9}" r="14" fill="#5b2a86"/>` +
      text(80, y - 2, "abc"[i], { size: 19, weight: "bold", fill: "#fff", anchor: "middle" });
    body += lines(108, y, wrapped, lead, { ...effectStyle, fill: "#1f1a14" });
    y += wrapped.length * lead + 10;
  });

  // R14–R16: the three Priority rows, one chip per criterion, all chips in one type size.
  const top = effectTop + effectHeight + 16;
  body += text(W / 2, top + 32, "Jukas Priority", { size: 31, weight: "bold", family: SERIF, fill: GOLD, anchor: "middle" });
  const rowsTop = top + 48;
  const rowHeight = Math.floor((1012 - rowsTop) / AVATAR_CARD_TEXT.priorities.length);
  const chipW = 182;
  const chipStyle = { size: 25, weight: "bold" as const };
  const chipSize = Math.min(...AVATAR_CARD_TEXT.priorities.flatMap((p) => p.row.map((c) => fit(c, chipW - 18, 2, chipStyle, 14).size)));
  AVATAR_CARD_TEXT.priorities.forEach((p, i) => {
    const ry = rowsTop + i * rowHeight;
    const h = rowHeight - 8;
    const cy = ry + h / 2;
    body += `<rect x="40" y="${ry}" width="670" height="${h}" rx="16" fill="#2d2140" stroke="#5d4a78" stroke-width="3"/>`;
    const dy = ry + 32;
    body += `<polygon points="80,${n(dy - 24)} 104,${n(dy)} 80,${n(dy + 24)} 56,${n(dy)}" fill="${GOLD}"/>`;
    body += text(80, dy + 10, String(p.level), { size: 27, weight: "bold", fill: NIGHT, anchor: "middle" });
    body += text(80, ry + h - 10, p.target, { size: 19, fill: "#cbb8e0", anchor: "middle" });
    p.row.forEach((criterion, j) => {
      const x = 124 + j * (chipW + 10);
      const chip = wrap(criterion, chipW - 18, { ...chipStyle, size: chipSize });
      const chipLead = chipSize * 1.2;
      const first = cy - ((chip.length - 1) * chipLead) / 2 + chipSize * 0.36;
      body += `<rect x="${x}" y="${n(cy - (h - 16) / 2)}" width="${chipW}" height="${h - 16}" rx="12" fill="#efe6d2"/>`;
      body += lines(x + chipW / 2, first, chip, chipLead, { size: chipSize, weight: "bold", fill: "#1f1a14", anchor: "middle" });
      if (j < p.row.length - 1) body += text(x + chipW + 5, cy + 8, "›", { size: 24, weight: "bold", fill: GOLD, anchor: "middle" });
    });
  });
  return doc(W, 1050, body);
}

function avatarCardBack(): string {
  return doc(
    750,
    1050,
    `<rect width="750" height="1050" rx="40" fill="${NIGHT}"/><rect x="18" y="18" width="714" height="1014" rx="28" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
      icon("vortex", 175, 250, 400, 400, "#7b4fb0") +
      text(375, 800, "JUKAS", { size: 90, weight: "bold", family: SERIF, fill: GOLD, anchor: "middle", spacing: 10 }) +
      text(375, 860, "Avatar", { size: 36, italic: true, family: SERIF, fill: "#cbb8e0", anchor: "middle" }),
  );
}

/** A hexagonal tile of the thumbnail: its centre on the table and its fill. */
export interface ThumbTile {
  x: number;
  z: number;
  fill: { r: number; g: number; b: number };
}

/** The save's thumbnail: the Lodge and the Cells seen from above, White's side at the bottom. */
export function thumbnail(title: string, tiles: ThumbTile[], tileWidth: number, size = 256): string {
  const reach = Math.max(...tiles.map((t) => Math.max(Math.abs(t.x), Math.abs(t.z)))) + tileWidth;
  const scale = (size * 0.42) / reach;
  const cx = size / 2;
  // Drawn for 256 px and scaled: the title and its margin grow with the picture.
  const k = size / 256;
  const cy = size / 2 + 10 * k;
  let body = `<rect width="${size}" height="${size}" fill="${NIGHT}"/>`;
  for (const t of tiles) {
    body += `<polygon points="${hexagon(cx + t.x * scale, cy - t.z * scale, (tileWidth / Math.sqrt(3)) * scale * 0.95, true)}" fill="${hex(t.fill)}" stroke="#0d0a12" stroke-width="${k}"/>`;
  }
  body += text(size / 2, 26 * k, title, { size: 20 * k, weight: "bold", family: SERIF, fill: GOLD, anchor: "middle" });
  return doc(size, size, body);
}
