/** The images of assets/: drawn from the game's data, and rendered at their declared sizes. */
import { artCatalogue } from "../../assets/art";
import { AVATAR_CARD_TEXT, JUKAS_STATS } from "../../src/core/jukas";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { slug } from "../../assets/slug";
import { renderPng } from "../../tools/save/render";
import { ROOT } from "./helpers";

const art = artCatalogue(ROOT);

/** The words an SVG shows, in order, as one line of text. */
function shownText(svg: string): string {
  const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  return texts
    .join(" ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the Avatar Card image", () => {
  const svg = art.get("avatar-card")!.svg();
  const shown = shownText(svg);

  it("R1 shows the printed stats Health 11, Strength 2, Speed 1", () => {
    const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const [label, value] of [
      ["Health", JUKAS_STATS.health],
      ["Strength", JUKAS_STATS.strength],
      ["Speed", JUKAS_STATS.speed],
    ] as const) {
      expect(texts).toContain(label);
      expect(texts).toContain(String(value));
    }
    expect(shown).toContain("Tool: Vortex Token");
  });

  it("R11 shows the Avatar Effect's three sentences, in order, from jukas.ts", () => {
    let at = 0;
    for (const line of AVATAR_CARD_TEXT.effect) {
      const found = shown.indexOf(line, at);
      expect(found, line).toBeGreaterThanOrEqual(0);
      at = found + line.length;
    }
  });

  it("R14 R15 R16 show the three Priority rows, each criterion in its order", () => {
    let at = 0;
    for (const p of AVATAR_CARD_TEXT.priorities) {
      for (const criterion of [String(p.level), p.target, ...p.row]) {
        const found = shown.indexOf(criterion, at);
        expect(found, `${p.level}: ${criterion}`).toBeGreaterThanOrEqual(0);
        at = found + criterion.length;
      }
    }
  });
});

describe("Room tiles", () => {
  it("L2 shows each Room's name and one empty circle per Instability Slot on its Destroyed face", () => {
    for (const room of LODGE_CATALOGUE) {
      const svg = art.get(`room-${slug(room.name)}-destroyed`)!.svg();
      expect(shownText(svg), room.name).toContain(room.name);
      expect(shownText(svg)).toContain(`${room.slots} Instability Slots`);
      expect(svg.match(/<circle [^>]*r="23"/g), room.name).toHaveLength(room.slots);
    }
  });

  it("I9 shows the name and no Slot on the Rebuilt back", () => {
    for (const room of LODGE_CATALOGUE) {
      const svg = art.get(`room-${slug(room.name)}-rebuilt`)!.svg();
      expect(shownText(svg)).toContain(room.name);
      expect(shownText(svg)).toContain("REBUILT");
      expect(svg.match(/<circle [^>]*r="23"/g)).toBeNull();
    }
  });
});

describe("every image", () => {
  it("renders to a PNG of its declared size", () => {
    for (const [name, a] of art) {
      const png = renderPng(a.svg());
      expect(png.readUInt32BE(16), name).toBe(a.width);
      expect(png.readUInt32BE(20), name).toBe(a.height);
    }
  }, 60_000);
});

describe("the Instability tokens (not by colour alone)", () => {
  it("each owner's token shows its owner's letter, or the Black Rose's rose: no two alike but for their colour", () => {
    const shown: Record<string, string> = {};
    for (const owner of ["white", "red", "blue", "green", "jukas", "black-rose"])
      shown[owner] = shownText(art.get(`instability-${owner}`)!.svg());
    expect(shown).toEqual({ white: "W", red: "R", blue: "B", green: "G", jukas: "J", "black-rose": "" });
    expect(art.get("instability-black-rose")!.svg()).toContain('color="#b3283d"');
  });
});
