/**
 * What a table lacks for each rule to work (docs/rules.md's tags), one line each: the readiness
 * check behind `state`'s `missing` and the "Check table" button. Drawn from a read's snapshot and
 * index alone (no second pass over the pieces): what the rules would miss is what the read did
 * not find. A table that could not be read lacks what its refusal says.
 */
import { LODGE_CATALOGUE } from "../core/lodge";
import { VORTEX_TOKENS } from "../core/jukas";
import { TableRead } from "./snapshot";
import { VALUE_FUNCTION } from "./contract";
import { CounterRef } from "./table-index";
import { countOf } from "./pieces";
import { readinessWords } from "../words/table";

export function missingOf(read: TableRead): string[] {
  const snap = read.snapshot;
  if (!read.ok || snap === undefined) return [read.error === undefined ? readinessWords.unreadable() : read.error];
  const index = read.index;
  const out: string[] = [];
  const named: { [room: string]: boolean } = {};
  for (const room of snap.rooms) named["#" + room.name] = true;
  const absent: string[] = [];
  for (const entry of LODGE_CATALOGUE) if (named["#" + entry.name] !== true) absent.push(entry.name);
  if (absent.length > 0) out.push(readinessWords.rooms(absent));
  if (index.jukasModel === undefined) out.push(readinessWords.jukasModel());
  if (snap.jukasPower === undefined) out.push(readinessWords.jukasPower());
  let tokens = snap.pool;
  for (const room of snap.rooms) tokens += room.vortex;
  for (const mage of snap.mages) tokens += mage.vortexOnCard;
  if (tokens === 0) out.push(readinessWords.vortex(VORTEX_TOKENS));
  // R2: 12 tokens exist; I10: a card of a colour not in play is scenery (its tokens count for nobody).
  let offPlay = 0;
  for (const mage of index.mages) {
    let inPlay = false;
    for (const m of snap.mages) if (m.color === mage.color) inPlay = true;
    if (!inPlay && mage.vortexOnCard.length > 0) {
      const n = tokensOn(read, mage.vortexOnCard);
      offPlay += n;
      out.push(readinessWords.tokensOffPlay(mage.color, n));
    }
  }
  if (tokens + offPlay > 0 && tokens + offPlay !== VORTEX_TOKENS) out.push(readinessWords.tokenCount(tokens + offPlay, VORTEX_TOKENS));
  // R10: Clean-up discards into the pool bag (src/controller/plan.ts refuses without one).
  if (index.pool.bags.length === 0) out.push(readinessWords.poolBag());
  if (snap.jukasInstabilitySupply === 0) out.push(readinessWords.supply());
  if (index.crown === undefined) out.push(readinessWords.crown());
  if (index.forgottenSpells.length === 0) out.push(readinessWords.deck());
  let models = 0;
  for (const mage of index.mages) {
    if (mage.model === undefined) continue;
    models++;
    const colour = mage.color;
    if (mage.card === undefined) out.push(readinessWords.card(colour));
    if (!hasCell(read, colour)) out.push(readinessWords.cell(colour));
    if (!hasCounter(index.counters, colour, "power")) out.push(readinessWords.power(colour, VALUE_FUNCTION));
    // L5: with no BRW:Damage counter the cubes on the Mage Card are the Damage (a missing card is said above).
  }
  if (models === 0) out.push(readinessWords.noMages());
  return out;
}

/** The tokens these pieces stand for (a stack counts as its quantity, as the tally counts it). */
function tokensOn(read: TableRead, ids: string[]): number {
  let n = 0;
  for (const p of read.pieces) if (ids.indexOf(p.id) >= 0) n += countOf(p);
  return n;
}

function hasCell(read: TableRead, owner: string): boolean {
  for (const cell of read.index.cells) if (cell.owner === owner) return true;
  return false;
}

/** A counter the read found holding a number (index.counters lists only those). */
function hasCounter(counters: CounterRef[], owner: string, kind: "power"): boolean {
  for (const c of counters) if (c.owner === owner && c.kind === kind) return true;
  return false;
}
