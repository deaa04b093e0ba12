/**
 * The Mage models' "Resolved a Spell here" menu item (docs/rules.md's spellResolved). A menu item
 * belongs to one object instance: a model that comes back out of a bag, is reloaded or changes
 * state is a new object without it (TTS-FACTS). So the item is remembered by the instance that
 * carries it, and a model whose remembered instance is destroyed gets it again.
 */
import { SPELL_ITEM } from "./ui";

/** What a menu click does: the clicking player resolved a Spell at this colour's model. */
export type SpellPress = (this: void, color: string, playerColor: string) => void;

interface Carrier {
  obj: TTSObject;
  color: string;
}

export interface SpellMenu {
  /** The item on this colour's model, unless the instance carries it already. */
  offer(this: void, obj: TTSObject, color: string): void;
  /** A new object with a model's GUID (out of a bag, reloaded; `was`: the GUID of the state it changed from): the item again. */
  renewed(this: void, obj: TTSObject, was: string | undefined): void;
}

export function spellMenu(press: SpellPress): SpellMenu {
  const carriers: { [guid: string]: Carrier } = {};
  const offer = (obj: TTSObject, color: string) => {
    const guid = obj.getGUID();
    const had = carriers[guid];
    if (had !== undefined && !had.obj.isDestroyed()) return;
    carriers[guid] = { obj, color };
    obj.addContextMenuItem(SPELL_ITEM, (playerColor: string) => {
      press(color, playerColor);
    });
  };
  return {
    offer,
    renewed: (obj, was) => {
      const known = carriers[obj.getGUID()];
      const before = was === undefined ? undefined : carriers[was];
      const carrier = known !== undefined ? known : before;
      if (carrier !== undefined) offer(obj, carrier.color);
    },
  };
}
