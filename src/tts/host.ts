/** The controller's Host on Tabletop Simulator: reading, carrying out, messages, highlights. */
import { Host, TableContext } from "../controller/host";
import { readPieces } from "./read";
import { readWellFormed } from "../table/snapshot";
import { perform } from "./perform";
import { drawButtons } from "./ui";

const ANNOUNCE = { r: 0.75, g: 0.55, b: 1 };
const WARN = { r: 1, g: 0.6, b: 0.2 };
const HIGHLIGHT = { r: 0.75, g: 0.3, b: 1 };

export function ttsHost(card: TTSObject): Host {
  let lit: string[] = [];
  return {
    readPieces: (tags) => readPieces(tags),
    // read.ts builds each Piece field by field from TTS's API, every field of its type.
    read: (pieces, ctx) => readWellFormed(pieces, ctx),
    context,
    perform,
    broadcast: (text, warning) => {
      broadcastToAll(text, warning ? WARN : ANNOUNCE);
    },
    tell: (color, text) => {
      const player = Player[color as PlayerColor];
      if (player !== undefined && player !== null && player.seated) broadcastToColor(text, color as PlayerColor, WARN);
      else broadcastToAll(text, WARN);
    },
    highlight: (ids) => {
      for (const id of lit) {
        const obj = getObjectFromGUID(id);
        if (obj !== undefined && obj !== null && !obj.isDestroyed()) obj.highlightOff(HIGHLIGHT);
      }
      lit = [...ids];
      for (const id of lit) {
        const obj = getObjectFromGUID(id);
        if (obj !== undefined && obj !== null) obj.highlightOn(HIGHLIGHT);
      }
    },
    showChoice: (candidates) => drawButtons(card, candidates),
    encode: (value) => JSON.encode(value),
    decode: (text) => {
      // TTS's JSON.decode raises on garbage: a foreign script_state must never be a script error.
      const [ok, value] = pcall(() => JSON.decode(text));
      return ok ? value : undefined;
    },
  };
}

function context(): TableContext {
  const seated: string[] = [];
  for (const color of getSeatedPlayers()) seated.push(color);
  let host: string | undefined = undefined;
  for (const player of Player.getPlayers()) {
    // One host per game: stop there (each member read is a call into TTS).
    if (player.host) {
      host = player.color;
      break;
    }
  }
  const ctx: TableContext = { seated, host };
  if (Turns.enable) {
    const order: string[] = [];
    for (const color of Turns.order) order.push(color);
    ctx.turnOrder = order;
  }
  return ctx;
}
