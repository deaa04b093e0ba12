/**
 * The Mage models' "Resolved a Spell here" item (controller/menus.ts) as TTS's objects come and
 * go. A menu item belongs to one object instance (TTS-FACTS): a model out of a bag, reloaded or in
 * another state is a new object without it, so a model carries it only until its object is
 * destroyed, and a new object with a model's GUID (or its state's) gets it again.
 */
import { Menus, itemsGone, offerSpellItem } from "../controller/menus";

export interface SpellMenu {
  /** The item on this colour's model, unless it carries it already. */
  offer(this: void, guid: string, color: string): void;
  /** A new object (out of a bag, reloaded; `was`: the GUID of the state it changed from): a model's gets the item. */
  renewed(this: void, obj: TTSObject, was: string | undefined): void;
}

export function spellMenu(menus: () => Menus | undefined): SpellMenu {
  /** Every model's colour, by GUID, kept when its object goes: a new object with its GUID is that model. */
  const colours: { [guid: string]: string } = {};
  const offer = (guid: string, color: string) => {
    colours[guid] = color;
    const m = menus();
    if (m !== undefined) offerSpellItem(m, guid, color);
  };
  return {
    offer,
    renewed: (obj, was) => {
      const guid = obj.getGUID();
      // No conditional expression that may yield nil: TSTL would declare a bare local (docs/moonsharp.md).
      let color: string | undefined = colours[guid];
      if (color === undefined && was !== undefined) color = colours[was];
      if (color === undefined) return;
      // A state change hands over a new object, whatever its GUID and whether or not TTS said the old one went.
      const m = menus();
      if (was !== undefined && m !== undefined) itemsGone(m, guid);
      offer(guid, color);
    },
  };
}
