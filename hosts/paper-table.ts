/**
 * A tabletop made of plain `Piece` data: the controller's Tabletop for tests that run the shared
 * controller natively, before any platform is involved. Steps are carried out when the test
 * calls `settle()`, as a real table finishes its moves frames later.
 */
import { controllerWords } from "../src/words/controller";
import { Tabletop, Mark, TableContext } from "../src/controller/tabletop";
import { Step, StepDone } from "../src/controller/steps";
import { Footprint, Piece, hasAnyTag } from "../src/table/pieces";
import { EVERY_TAG } from "../src/table/reader";
import { readTable } from "../src/table/snapshot";

export interface Said {
  to: string;
  text: string;
  warning: boolean;
  /** Shown in the middle of the screen (a broadcast, a player told), not only in the chat. */
  screen: boolean;
}

export class PaperTable {
  pieces: Piece[];
  context: TableContext;
  said: Said[] = [];
  highlighted: string[] = [];
  choice: string[] = [];
  /** The Crown's choice's figures shown above pieces. */
  figures: Mark[] = [];
  /** Jukas's log's entries as the game keeps them (TTS: the Avatar Card's memo). */
  log: string | undefined = undefined;
  /** The log players read (TTS's Notebook tab). */
  notes: string | undefined = undefined;
  /** The clock the log reads. */
  now = () => Date.now() / 1000;
  hands: { [color: string]: string[] } = {};
  private queue: { steps: Step[]; done: (result: StepDone[], failure: string | undefined) => void }[] = [];
  private made = 0;
  /** Ids that vanish when the next step touches them (a piece deleted while it moves). */
  deleteOnTouch: string[] = [];

  constructor(pieces: Piece[], context: TableContext) {
    this.pieces = structuredClone(pieces);
    this.context = context;
  }

  get tabletop(): Tabletop {
    return {
      // What a tag query finds: pieces with one of the tags; a piece whose tags are no list is
      // handed on too, for the reader to warn about as it would on any platform.
      readPieces: (need) => structuredClone(this.pieces.filter((p) => !isPiece(p) || hasAnyTag(p.tags, need.tags))),
      // What a cast over an area finds: the pieces of every tag near it (a margin beyond, as a
      // piece reaching over the edge is hit), for the reader to tell which lie in it.
      readOver: (area, _floor, tag) =>
        structuredClone(
          this.pieces.filter((p) => !isPiece(p) || (hasAnyTag(p.tags, tag === undefined ? EVERY_TAG : [tag]) && near(p, area))),
        ),
      // Tests lay odd pieces too: cleaned as from any other script.
      read: (pieces, ctx) => readTable(pieces, ctx),
      context: () => structuredClone(this.context),
      perform: (steps, done) => void this.queue.push({ steps, done }),
      broadcast: (text, warning) => void this.said.push({ to: "all", text, warning, screen: true }),
      print: (text, warning) => void this.said.push({ to: "all", text, warning, screen: false }),
      tell: (color, text) =>
        void this.said.push({ to: this.context.seated.includes(color) ? color : "all", text, warning: true, screen: true }),
      highlight: (ids) => void (this.highlighted = [...ids]),
      showChoice: (candidates) => void (this.choice = [...candidates]),
      showFigures: (marks) => void (this.figures = structuredClone(marks)),
      readLog: () => this.log,
      writeLog: (text) => void (this.log = text),
      readNotes: () => this.notes,
      writeNotes: (text) => void (this.notes = text),
      now: () => this.now(),
      encode: (value) => JSON.stringify(value),
      decode: (text) => {
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      },
    };
  }

  /** Carries out every queued action's steps. */
  settle(): void {
    while (this.queue.length > 0) {
      const { steps, done } = this.queue.shift()!;
      const result: StepDone[] = [];
      let failure: string | undefined;
      for (const step of steps) {
        failure = this.apply(step, result);
        if (failure !== undefined) break;
      }
      done(result, failure);
    }
  }

  get pending(): boolean {
    return this.queue.length > 0;
  }

  byId(id: string): Piece | undefined {
    return this.pieces.find((p) => p.id === id);
  }

  withTags(...tags: string[]): Piece[] {
    return this.pieces.filter((p) => tags.every((t) => p.tags.includes(t)));
  }

  private touch(id: string): Piece | undefined {
    if (this.deleteOnTouch.includes(id)) {
      this.pieces = this.pieces.filter((p) => p.id !== id);
      return undefined;
    }
    return this.byId(id);
  }

  private apply(step: Step, result: StepDone[]): string | undefined {
    const gone = () => controllerWords.deletedWhileMoving();
    switch (step.op) {
      case "move": {
        const piece = this.touch(step.id);
        if (!piece) return gone();
        const was = piece.rotY;
        placeAt(piece, step.to.x, step.to.y, step.to.z);
        if (step.rotY !== undefined) piece.rotY = step.rotY;
        result.push({ step, rotY: was });
        return undefined;
      }
      case "takeOut": {
        const from = this.touch(step.container);
        if (!from || from.quantity <= 0) return gone();
        const item = step.item !== undefined ? from.contents!.find((c) => c.id === step.item) : from.contents![0];
        if (step.item !== undefined && !item) return `piece ${step.item} is not in ${step.container}`;
        if (item) from.contents = from.contents!.filter((c) => c !== item);
        from.quantity -= 1;
        const id = item?.id ?? `${step.container}-${++this.made}`;
        const tags =
          item?.tags ?? from.tags.filter((t) => t !== "BRW:VortexPool").concat(from.tags.includes("BRW:VortexPool") ? ["BRW:Vortex"] : []);
        const piece: Piece = {
          id,
          name: item?.name ?? "",
          tags,
          x: 0,
          y: 0,
          z: 0,
          rotY: 0,
          footprint: { minX: 0, maxX: 0, minZ: 0, maxZ: 0 },
          faceDown: false,
          quantity: 1,
          container: false,
          contents: [],
        };
        placeAt(piece, step.to.x, step.to.y, step.to.z);
        if (step.rotY !== undefined) piece.rotY = step.rotY;
        if (from.quantity <= 0 && !from.container) this.pieces = this.pieces.filter((p) => p !== from);
        this.pieces.push(piece);
        result.push({ step, id });
        return undefined;
      }
      case "putIn": {
        const into = this.byId(step.container);
        if (!into) return gone();
        const holder = Object.values(this.hands).find((hand) => hand.includes(step.id));
        if (holder) {
          holder.splice(holder.indexOf(step.id), 1);
          into.contents!.unshift({ id: step.id, name: "", tags: [] });
          into.quantity += 1;
          result.push({ step });
          return undefined;
        }
        const piece = this.touch(step.id);
        if (!piece) return gone();
        this.pieces = this.pieces.filter((p) => p !== piece);
        into.contents!.push({ id: piece.id, name: piece.name, tags: piece.tags });
        into.quantity += piece.quantity;
        result.push({ step, rotY: piece.rotY });
        return undefined;
      }
      case "flip": {
        const piece = this.touch(step.id);
        if (!piece) return gone();
        piece.faceDown = !piece.faceDown;
        result.push({ step });
        return undefined;
      }
      case "setCounter": {
        const piece = this.touch(step.id);
        if (!piece) return gone();
        piece.value = step.value;
        result.push({ step });
        return undefined;
      }
      case "draw": {
        if (step.pile === step.card) {
          const card = this.touch(step.card);
          if (!card) return gone();
          placeAt(card, step.to.x, step.to.y, step.to.z);
          card.rotY = step.rotY;
          card.faceDown = false;
          result.push({ step, id: card.id });
          return undefined;
        }
        const pile = this.touch(step.pile);
        if (!pile) return gone();
        const item = pile.contents!.find((c) => c.id === step.card);
        if (!item) return `card ${step.card} is not in ${step.pile}`;
        pile.contents = pile.contents!.filter((c) => c !== item);
        pile.quantity -= 1;
        // A deck is never empty on a tabletop: its last card taken, it is gone (TTPG's stack, TTS's heir card).
        if (pile.contents.length === 0) this.pieces = this.pieces.filter((p) => p !== pile);
        const card: Piece = {
          id: item.id,
          name: item.name,
          tags: item.tags,
          x: 0,
          y: 0,
          z: 0,
          rotY: step.rotY,
          footprint: pile.footprint,
          faceDown: false,
          quantity: 1,
          container: false,
          contents: [],
        };
        if (item.notes !== undefined) card.notes = item.notes;
        placeAt(card, step.to.x, step.to.y, step.to.z);
        this.pieces.push(card);
        result.push({ step, id: card.id });
        return undefined;
      }
      case "undraw": {
        const card = this.touch(step.id);
        if (!card) return gone();
        const pile = step.pile === step.id ? undefined : this.byId(step.pile);
        if (pile && pile.container) {
          this.pieces = this.pieces.filter((p) => p !== card);
          pile.contents!.unshift({
            id: card.id,
            name: card.name,
            tags: card.tags,
            ...(card.notes !== undefined ? { notes: card.notes } : {}),
          });
          pile.quantity += 1;
        } else {
          placeAt(card, step.to.x, step.to.y, step.to.z);
          card.rotY = step.rotY;
          card.faceDown = true;
        }
        result.push({ step });
        return undefined;
      }
      case "deal": {
        const deck = this.touch(step.deck);
        if (!deck || deck.quantity <= 0) return gone();
        deck.quantity -= 1;
        const card = deck.contents!.shift();
        const id = card?.id ?? `${step.deck}-${++this.made}`;
        (this.hands[step.color] ??= []).push(id);
        result.push({ step, id });
        return undefined;
      }
    }
  }
}

/** Moves a piece and its footprint together. */
export function placeAt(piece: Piece, x: number, y: number, z: number): void {
  const halfX = Math.max(0.5, (piece.footprint!.maxX - piece.footprint!.minX) / 2);
  const halfZ = Math.max(0.5, (piece.footprint!.maxZ - piece.footprint!.minZ) / 2);
  piece.x = x;
  piece.y = y;
  piece.z = z;
  piece.footprint = { minX: x - halfX, maxX: x + halfX, minZ: z - halfZ, maxZ: z + halfZ };
}

/** A piece whose tags a query can see; anything else is handed on for the reader to refuse or warn about. */
function isPiece(p: unknown): p is Piece {
  return typeof p === "object" && p !== null && Array.isArray((p as Piece).tags);
}

/** Within a unit of the area (a piece's point beyond its edge: a cast hits the piece it reaches over). */
function near(p: Piece, f: Footprint): boolean {
  return p.x >= f.minX - 1 && p.x <= f.maxX + 1 && p.z >= f.minZ - 1 && p.z <= f.maxZ + 1;
}
