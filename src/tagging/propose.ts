/**
 * The tagging assistant's proposal (docs/tagging.md): objects in, the tags each would need out,
 * and the objects that look like game pieces but could not be placed, each with why. Pure: it
 * tags nothing (the controller applies a proposal once the player confirms). Every list keeps
 * the candidates' order, and nothing walks an object's keys, so the same table gives the same
 * proposal on every VM.
 */
import { LODGE_CATALOGUE, lodgeIndex, roomKey } from "../core/lodge";
import { BLACK_ROSE, JUKAS } from "../core/model";
import { COLOURS, TAG } from "../table/pieces";
import { ROOM_NAME_TAG, roomNameOf } from "../table/room-name";
import { median } from "../table/order";
import { taggingWords } from "../words/tagging";
import { Aliases, Candidate, Preparation, Seat, TagProposal } from "./candidate";
import { BY_NAME, colourInWords, ownerOf } from "./colours";
import { KINDS, Kind } from "./known-pieces";
import { Match, compareMatch, matchWords, nameWords } from "./names";
import { ROOM_ALIASES } from "./aliases";
import { ROOM_SIZE_MAX, ROOM_SIZE_MIN, ROOM_SIZE_NEAR_MAX, ROOM_SIZE_NEAR_MIN, side, sized, tileShape } from "./shapes";

/** Two Room tiles are linked into one Lodge when their centres are at most this many tile sizes apart (neighbours are about one). */
export const LODGE_LINK = 1.5;

/** Tags that say an object is Jukas's own or this mod's: the assistant leaves it alone. */
const OURS = [TAG.avatar, TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent];

/** One object as the assistant works on it. */
interface Work {
  c: Candidate;
  /** Its name's words (else its description's, when the name matches nothing). */
  words: string[];
  /** How messages name it (labelOf: made only for an object a message names). */
  label?: string;
  /** Its tags, as a set. */
  has: { [tag: string]: boolean };
  /** The kind tag it carries already, if any. */
  kind?: Kind;
  room: boolean;
  /** Named like a Room but not of the Lodge's tile size: why, should no other kind take it. */
  roomMiss?: string;
  /** Set once the object is decided: its proposal or why it is not placed. */
  proposal?: TagProposal;
  unplaced?: string;
}

/**
 * Patterns (each a name's words) per catalogue Room, and per kind; and what each name has matched
 * so far, by its words: a table holds many pieces of one name (a hundred "Red Instability"), and
 * a name is matched against every pattern only once.
 */
interface Patterns {
  rooms: string[][][];
  kinds: string[][][];
  roomsOf: { [words: string]: RoomMatch | false };
  kindsOf: { [words: string]: (Match | false)[] };
}

export function propose(candidates: Candidate[], seats: Seat[], aliases: Aliases = []): Preparation {
  const out: Preparation = { proposals: [], unplaced: [], missingRooms: [], warnings: [] };
  const patterns = patternsOf(aliases, out.warnings);
  const works: Work[] = [];
  for (const c of candidates) {
    const w = workOf(c);
    if (w !== undefined) works.push(w);
  }
  const lodge = placeRooms(works, patterns, out);
  placePieces(works, patterns, seats, lodge);
  for (const w of works) {
    if (w.proposal !== undefined) out.proposals.push(w.proposal);
    else if (w.unplaced !== undefined) out.unplaced.push({ id: w.c.id, label: labelOf(w), why: w.unplaced });
  }
  return out;
}

function workOf(c: Candidate): Work | undefined {
  if (typeof c !== "object" || c === null || typeof c.id !== "string") return undefined;
  const has: { [tag: string]: boolean } = {};
  if (typeof c.tags === "object" && c.tags !== null) for (const t of c.tags) has[t] = true;
  for (const t of OURS) if (has[t] === true) return undefined;
  const w: Work = { c, words: nameWords(typeof c.name === "string" ? c.name : ""), has, room: has[TAG.room] === true };
  if (!w.room)
    for (const k of KINDS) {
      if (has[k.tag] === true) {
        w.kind = k;
        break;
      }
    }
  return w;
}

function labelOf(w: Work): string {
  if (w.label === undefined) w.label = taggingWords.label(typeof w.c.name === "string" ? w.c.name : "", w.c.form, w.c.id);
  return w.label;
}

function patternsOf(aliases: Aliases, warnings: string[]): Patterns {
  const rooms: string[][][] = [];
  for (const entry of LODGE_CATALOGUE) rooms.push([nameWords(entry.name)]);
  for (const list of ROOM_ALIASES) addNames(rooms[lodgeIndex(roomKey(list[0]))], list);
  const kinds: string[][][] = [];
  for (const k of KINDS) {
    const own: string[][] = [];
    for (const n of k.names) own.push(nameWords(n));
    kinds.push(own);
  }
  if (typeof aliases === "object" && aliases !== null)
    for (const list of aliases) {
      if (typeof list !== "object" || list === null || typeof list[0] !== "string") continue;
      const room = lodgeIndex(roomKey(list[0]));
      const kind = kindIndex(list[0]);
      if (room >= 0) addNames(rooms[room], list);
      else if (kind >= 0) addNames(kinds[kind], list);
      else warnings.push(taggingWords.badAlias(list[0]));
    }
  return { rooms, kinds, roomsOf: {}, kindsOf: {} };
}

/** A name's key among the patterns' memos ("#": no key is a name every object answers, such as "constructor"). */
function keyOf(words: string[]): string {
  return "#" + words.join(" ");
}

/** The names after the first (what they name), as patterns. */
function addNames(into: string[][], list: string[]): void {
  for (let i = 1; i < list.length; i++) {
    const words = typeof list[i] === "string" ? nameWords(list[i]) : [];
    if (words.length > 0) into.push(words);
  }
}

function kindIndex(name: string): number {
  const key = roomKey(name);
  for (let i = 0; i < KINDS.length; i++) if (roomKey(KINDS[i].key) === key) return i;
  return -1;
}

/** The best Room for these words, and a second equally good one (a tie), if any. */
interface RoomMatch {
  room: number;
  match: Match;
  tie: number;
}

function matchRoom(words: string[], patterns: Patterns): RoomMatch | undefined {
  const key = keyOf(words);
  const known = patterns.roomsOf[key];
  if (known !== undefined) return known === false ? undefined : known;
  const found = matchRoomAnew(words, patterns);
  patterns.roomsOf[key] = found === undefined ? false : found;
  return found;
}

function matchRoomAnew(words: string[], patterns: Patterns): RoomMatch | undefined {
  let best: RoomMatch | undefined = undefined;
  for (let r = 0; r < patterns.rooms.length; r++) {
    let m: Match | undefined = undefined;
    for (const p of patterns.rooms[r]) {
      const one = matchWords(words, p);
      if (one !== undefined && (m === undefined || compareMatch(one, m) < 0)) m = one;
    }
    if (m !== undefined) {
      if (best === undefined) best = { room: r, match: m, tie: -1 };
      else {
        const c = compareMatch(m, best.match);
        if (c < 0) best = { room: r, match: m, tie: -1 };
        else if (c === 0 && best.tie < 0) best.tie = r;
      }
    }
  }
  return best;
}

/** A Room tile claimed for a Room: the work, its match, and whether it carries BRW:Room already. */
interface Claim {
  w: Work;
  room: number;
  match?: Match;
}

/**
 * The Room tiles: tiles tagged and named already, tiles tagged without a Room's name, and
 * untagged tiles named like a Room. Returns the Lodge's tile size (0 when there are no Rooms).
 */
function placeRooms(works: Work[], patterns: Patterns, out: Preparation): number {
  const taken: string[] = [];
  const members: Claim[] = [];
  const claims: Claim[] = [];
  for (const w of works) {
    if (w.room) {
      const known = lodgeIndex(roomKey(roomNameOf(w.c)));
      if (known >= 0) {
        if (taken[known] === undefined) taken[known] = labelOf(w);
        members.push({ w, room: known });
        continue;
      }
    } else if (w.kind !== undefined) continue;
    let m = matchRoom(w.words, patterns);
    if (m === undefined && !w.room) m = matchRoom(nameWords(w.c.description), patterns);
    if (m === undefined) {
      if (w.room) w.unplaced = taggingWords.noRoomName();
      continue;
    }
    // An untagged object not shaped like a tile is no Room (a card named "Crypt", a text): left to the other kinds.
    if (!w.room && tileShape(w.c) !== undefined) continue;
    // A Room's name with a kind's beside it ("Black Rose Instability") names that kind's piece.
    if (!w.room && m.match.extra > 0 && namesKind(w.words, patterns)) continue;
    if (m.tie >= 0) {
      w.unplaced = taggingWords.twoRooms(LODGE_CATALOGUE[m.room].name, LODGE_CATALOGUE[m.tie].name);
      continue;
    }
    claims.push({ w, room: m.room, match: m.match });
  }
  const lodge = tileSize(members, claims);
  // Untagged tiles of another size than the Lodge's are no Room (a board, a token named like one).
  const sizedClaims: Claim[] = [];
  for (const c of claims) {
    if (c.w.room || sized(c.w.c, lodge, ROOM_SIZE_MIN, ROOM_SIZE_MAX) === undefined) sizedClaims.push(c);
    // Left to the other kinds (a token named "Black Rose Instability"); listed if none takes it and it could be a Room tile.
    else if (sized(c.w.c, lodge, ROOM_SIZE_NEAR_MIN, ROOM_SIZE_NEAR_MAX) === undefined)
      c.w.roomMiss = taggingWords.roomSize(LODGE_CATALOGUE[c.room].name);
  }
  const inLodge = lodgeOf(members, sizedClaims, lodge);
  const byRoom: Claim[][] = [];
  for (let r = 0; r < LODGE_CATALOGUE.length; r++) byRoom.push([]);
  for (let i = 0; i < sizedClaims.length; i++) {
    const c = sizedClaims[i];
    if (c.w.room || inLodge[members.length + i]) byRoom[c.room].push(c);
    else c.w.unplaced = taggingWords.awayFromLodge(LODGE_CATALOGUE[c.room].name);
  }
  for (let r = 0; r < LODGE_CATALOGUE.length; r++) {
    const name = LODGE_CATALOGUE[r].name;
    const list = byRoom[r];
    if (taken[r] !== undefined) {
      for (const c of list) c.w.unplaced = taggingWords.roomTaken(name, taken[r]);
      continue;
    }
    const best = bestClaim(list);
    if (best === undefined) {
      if (list.length > 0) for (const c of list) c.w.unplaced = taggingWords.roomTie(name, labels(list));
      else out.missingRooms.push(name);
      continue;
    }
    for (const c of list) {
      if (c === best) c.w.proposal = roomProposal(c.w, name);
      else c.w.unplaced = taggingWords.roomRival(name, labelOf(best.w));
    }
  }
  return lodge;
}

/** Whether any kind of piece's name is among these words. */
function namesKind(words: string[], patterns: Patterns): boolean {
  for (const m of kindMatches(words, patterns)) if (m !== false) return true;
  return false;
}

/**
 * The Lodge's tile size: each Room's median tile size, then the median of those. Each Room counts
 * once, however many pieces are named after it: thirty small tokens named like one Room cannot
 * set the size that decides which tiles are Rooms.
 */
function tileSize(members: Claim[], claims: Claim[]): number {
  const byRoom: number[][] = [];
  for (let r = 0; r < LODGE_CATALOGUE.length; r++) byRoom.push([]);
  for (const m of members) byRoom[m.room].push(side(m.w.c));
  for (const c of claims) byRoom[c.room].push(side(c.w.c));
  const sizes: number[] = [];
  for (const list of byRoom) if (list.length > 0) sizes.push(median(list));
  return median(sizes);
}

/** The one best-named claim, or undefined when none or a tie. */
function bestClaim(list: Claim[]): Claim | undefined {
  let best: Claim | undefined = undefined;
  let tie = false;
  for (const c of list) {
    if (best === undefined) best = c;
    else {
      const d = compareMatch(c.match!, best.match!);
      if (d < 0) {
        best = c;
        tie = false;
      } else if (d === 0) tie = true;
    }
  }
  return tie ? undefined : best;
}

function labels(list: Claim[]): string[] {
  const out: string[] = [];
  for (const c of list) out.push(labelOf(c.w));
  return out;
}

/**
 * Which tiles form the Lodge: the largest group of tiles each within LODGE_LINK tile sizes of
 * another (a decoy tile named like a Room on a side table is no part of it). By position in
 * members, then claims; the first largest group wins a tie.
 */
function lodgeOf(members: Claim[], claims: Claim[], lodge: number): boolean[] {
  const all: Candidate[] = [];
  for (const m of members) all.push(m.w.c);
  for (const c of claims) all.push(c.w.c);
  const group: number[] = [];
  for (let i = 0; i < all.length; i++) group.push(-1);
  const reach = LODGE_LINK * lodge;
  let groups = 0;
  const sizes: number[] = [];
  for (let i = 0; i < all.length; i++) {
    if (group[i] >= 0) continue;
    // A walk from i: every tile linked to one in the group joins it.
    const queue: number[] = [i];
    group[i] = groups;
    let size = 0;
    let head = 0;
    while (head < queue.length) {
      const a = all[queue[head++]];
      size++;
      for (let j = 0; j < all.length; j++) {
        if (group[j] < 0) {
          const dx = all[j].x - a.x;
          const dz = all[j].z - a.z;
          if (Math.sqrt(dx * dx + dz * dz) <= reach) {
            group[j] = groups;
            queue.push(j);
          }
        }
      }
    }
    sizes.push(size);
    groups++;
  }
  let best = 0;
  for (let g = 1; g < groups; g++) if (sizes[g] > sizes[best]) best = g;
  const out: boolean[] = [];
  for (let i = 0; i < all.length; i++) out.push(group[i] === best);
  return out;
}

function roomProposal(w: Work, room: string): TagProposal {
  const tags: string[] = [];
  if (!w.room) tags.push(TAG.room);
  const exact = roomKey(w.c.name) === roomKey(room);
  if (!exact) tags.push(ROOM_NAME_TAG + room);
  return { id: w.c.id, label: labelOf(w), tags, why: taggingWords.asRoom(room, exact) };
}

/** A piece claimed for a kind and owner (or for a kind alone). */
interface PieceClaim {
  w: Work;
  kind: number;
  owner?: string;
  by: number;
  match?: Match;
  /** A bag of the kind's pieces (Instability), tagged so that what comes out of it is tagged too. */
  bag?: boolean;
}

/** Every object neither a Room tile nor decided: what kind of piece it is, and whose. */
function placePieces(works: Work[], patterns: Patterns, seats: Seat[], lodge: number): void {
  // What the table has tagged already, by key ("Mage|Red", "Crown"): a label.
  const taken: { [key: string]: string } = {};
  let vortexTagged: string | undefined = undefined;
  for (const w of works) {
    const k = w.kind;
    if (k === undefined) continue;
    const owner = ownerTag(w.has, k);
    if (k.count === "one") taken["#" + k.key] = labelOf(w);
    else if (k.count === "perColour" && owner !== undefined) taken["#" + k.key + "|" + owner] = labelOf(w);
    if ((k.tag === TAG.vortex || k.tag === TAG.vortexPool) && vortexTagged === undefined) vortexTagged = labelOf(w);
  }
  const claims: PieceClaim[] = [];
  for (const w of works) {
    if (w.proposal !== undefined || w.unplaced !== undefined || w.room) continue;
    const claim = w.kind !== undefined ? ownerClaim(w, seats) : kindClaim(w, patterns, seats, lodge);
    if (claim !== undefined) claims.push(claim);
  }
  for (const c of claims) {
    const k = KINDS[c.kind];
    if (c.w.unplaced !== undefined) continue;
    if (k.count === "many") {
      if ((k.tag === TAG.vortex || k.tag === TAG.vortexPool) && vortexTagged !== undefined)
        c.w.unplaced = taggingWords.vortexKept(vortexTagged);
      else c.w.proposal = pieceProposal(c);
    }
  }
  // One per colour, or one per table: the claims for one key are settled together.
  for (let i = 0; i < claims.length; i++) {
    const c = claims[i];
    const k = KINDS[c.kind];
    if (k.count === "many" || c.w.unplaced !== undefined || c.w.proposal !== undefined) continue;
    const rivals: PieceClaim[] = [];
    for (let j = i; j < claims.length; j++) {
      const o = claims[j];
      if (o.kind === c.kind && o.owner === c.owner && o.w.unplaced === undefined && o.w.proposal === undefined) rivals.push(o);
    }
    settle(rivals, taken["#" + k.key + (c.owner === undefined ? "" : "|" + c.owner)], vortexTagged);
  }
}

/** The owner tag a piece of this kind carries (a colour, BRW:Jukas, BRW:BlackRose), as the owner's name. */
function ownerTag(has: { [tag: string]: boolean }, k: Kind): string | undefined {
  if (k.owned === "none") return undefined;
  if (has[TAG.jukas] === true) return JUKAS;
  if (k.owned === "instability" && has[TAG.blackRose] === true) return BLACK_ROSE;
  for (const c of COLOURS) if (has[c] === true) return c;
  return undefined;
}

/** A piece tagged with its kind but no owner: its owner, from its name, tint or seat. */
function ownerClaim(w: Work, seats: Seat[]): PieceClaim | undefined {
  const k = w.kind!;
  if (k.owned === "none" || ownerTag(w.has, k) !== undefined) return undefined;
  const kind = KINDS.indexOf(k);
  const owner = ownerOfPiece(w, k, seats);
  if (owner === undefined) {
    w.unplaced = taggingWords.noColour(k.key);
    return undefined;
  }
  return { w, kind, owner: owner.owner, by: owner.by };
}

function ownerOfPiece(w: Work, k: Kind, seats: Seat[]): { owner: string; by: number } | undefined {
  if (k.owned === "instability") {
    const words = w.words;
    for (let i = 0; i < words.length; i++) if (words[i] === "black" && words[i + 1] === "rose") return { owner: BLACK_ROSE, by: BY_NAME };
    if (words.indexOf("jukas") >= 0) return { owner: JUKAS, by: BY_NAME };
  }
  const named = colourInWords(nameWords(w.c.description));
  const found = ownerOf(w.c, w.words, seats);
  if (found === undefined && named !== undefined) return { owner: named, by: BY_NAME };
  return found;
}

/** An untagged object: the kind its name and shape say (the best-named kind whose shape fits), and its owner. */
function kindClaim(w: Work, patterns: Patterns, seats: Seat[], lodge: number): PieceClaim | undefined {
  let found = kindOf(w.words, w, patterns, lodge);
  if (found.kind < 0 && found.tie < 0) {
    const described = nameWords(w.c.description);
    found = kindOf(described, w, patterns, lodge);
    if (found.kind >= 0) w.words = described;
  }
  if (found.tie >= 0) {
    w.unplaced = taggingWords.twoKinds(KINDS[found.kind].key, KINDS[found.tie].key);
    return undefined;
  }
  if (found.kind < 0) {
    if (w.roomMiss === undefined) return instabilityBag(w, patterns, seats);
    w.unplaced = w.roomMiss;
    return undefined;
  }
  return ownedClaim({ w, kind: found.kind, by: BY_NAME, match: found.match }, seats);
}

/** A claim with its owner found, when its kind has one; undefined (and why) when none is found. */
function ownedClaim(claim: PieceClaim, seats: Seat[]): PieceClaim | undefined {
  const w = claim.w;
  const k = KINDS[claim.kind];
  if (k.owned === "none") return claim;
  const owner = ownerOfPiece(w, k, seats);
  if (owner === undefined) {
    w.unplaced = taggingWords.noColour(k.key);
    return undefined;
  }
  claim.owner = owner.owner;
  claim.by = owner.by;
  return claim;
}

/** The best match of a name with each kind's patterns (false: none), once per name. */
function kindMatches(words: string[], patterns: Patterns): (Match | false)[] {
  const key = keyOf(words);
  const known = patterns.kindsOf[key];
  if (known !== undefined) return known;
  const out: (Match | false)[] = [];
  for (let i = 0; i < KINDS.length; i++) {
    let m: Match | undefined = undefined;
    for (const p of patterns.kinds[i]) {
      const one = matchWords(words, p);
      if (one !== undefined && (m === undefined || compareMatch(one, m) < 0)) m = one;
    }
    out.push(m === undefined ? false : m);
  }
  patterns.kindsOf[key] = out;
  return out;
}

function kindOf(words: string[], w: Work, patterns: Patterns, lodge: number): { kind: number; tie: number; match?: Match } {
  let kind = -1;
  let tie = -1;
  let best: Match | undefined = undefined;
  const matches = kindMatches(words, patterns);
  for (let i = 0; i < KINDS.length; i++) {
    const m = matches[i];
    if (m !== false && KINDS[i].shape(w.c, lodge) === undefined) {
      const c = best === undefined ? -1 : compareMatch(m, best);
      if (c < 0) {
        kind = i;
        tie = -1;
        best = m;
      } else if (c === 0 && tie < 0) tie = i;
    }
  }
  return { kind, tie, match: best };
}

/**
 * A bag named like Instability is tagged as its owner's Instability: the pieces inside cannot be
 * tagged from outside, so each gets the bag's tags as it is taken out (src/tts/avatar.ts).
 */
function instabilityBag(w: Work, patterns: Patterns, seats: Seat[]): PieceClaim | undefined {
  if (w.c.form !== "bag") return undefined;
  const at = kindIndex("Instability");
  for (const p of patterns.kinds[at]) {
    const match = matchWords(w.words, p);
    if (match !== undefined) return ownedClaim({ w, kind: at, by: BY_NAME, match, bag: true }, seats);
  }
  return undefined;
}

/** Claims for one kind (and colour): the table's own piece wins, else the one with the best evidence, else none. */
function settle(rivals: PieceClaim[], taken: string | undefined, vortexTagged: string | undefined): void {
  const c = rivals[0];
  const k = KINDS[c.kind];
  if (k.tag === TAG.vortexPool && vortexTagged !== undefined) {
    for (const r of rivals) r.w.unplaced = taggingWords.vortexKept(vortexTagged);
    return;
  }
  if (taken !== undefined) {
    for (const r of rivals)
      r.w.unplaced = c.owner === undefined ? taggingWords.oneTaken(k.key, taken) : taggingWords.colourTaken(k.key, c.owner, taken);
    return;
  }
  let best: PieceClaim | undefined = undefined;
  let tie = false;
  for (const r of rivals) {
    if (best === undefined) best = r;
    else {
      const d = compareClaims(r, best);
      if (d < 0) {
        best = r;
        tie = false;
      } else if (d === 0) tie = true;
    }
  }
  const names: string[] = [];
  for (const r of rivals) names.push(labelOf(r.w));
  for (const r of rivals) {
    if (tie) r.w.unplaced = c.owner === undefined ? taggingWords.oneTie(k.key, names) : taggingWords.colourTie(k.key, c.owner, names);
    else if (r === best) r.w.proposal = pieceProposal(r);
    else r.w.unplaced = taggingWords.colourRival(k.key, c.owner === undefined ? "the table" : c.owner, labelOf(best!.w));
  }
}

/** Negative when a is the likelier piece: stronger evidence of its owner, then a better-matched name. */
function compareClaims(a: PieceClaim, b: PieceClaim): number {
  if (a.by !== b.by) return b.by - a.by;
  if (a.match !== undefined && b.match !== undefined) return compareMatch(a.match, b.match);
  return 0;
}

function pieceProposal(c: PieceClaim): TagProposal {
  const k = KINDS[c.kind];
  const w = c.w;
  const tags: string[] = [];
  if (w.kind === undefined) tags.push(k.tag);
  let why = k.count === "many" ? taggingWords.asMany(k.key) : taggingWords.asOne(k.key);
  if (c.owner !== undefined) {
    tags.push(ownerTagOf(c.owner));
    if (w.kind !== undefined) why = taggingWords.ownerOnly(k.key, c.owner, c.by);
    else if (c.bag === true) why = taggingWords.asInstabilityBag(c.owner, c.by);
    else if (k.owned === "instability") why = taggingWords.asInstability(c.owner, c.by);
    else why = taggingWords.asOwned(k.key, c.owner, c.by);
  }
  return { id: w.c.id, label: labelOf(w), tags, why };
}

function ownerTagOf(owner: string): string {
  if (owner === JUKAS) return TAG.jukas;
  if (owner === BLACK_ROSE) return TAG.blackRose;
  return owner;
}
