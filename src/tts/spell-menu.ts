/**
 * The Mage models' "Resolved a Spell here" menu item (docs/rules.md, spellResolved). A menu item
 * belongs to one object instance (TTS-FACTS): a model out of a bag, reloaded or in another state is
 * a new object without it, so a model carries it only until its object is destroyed, and a new
 * object with a model's GUID (or its state's) gets it again.
 */
import { SPELL_ITEM } from "./ui";

/** What a menu click does: the clicking player resolved a Spell at this colour's model. */
export type SpellPress = (this: void, color: string, playerColor: string) => void;

export interface SpellMenu {
  /** Whether the model with this GUID carries the item now. */
  carries(this: void, guid: string): boolean;
  /** The item on this colour's model, unless it carries it already. */
  offer(this: void, obj: TTSObject, color: string): void;
  /** TTS's onObjectDestroy: that object's item is gone with it. */
  gone(this: void, guid: string): void;
  /** A new object (out of a bag, reloaded; `was`: the GUID of the state it changed from): a model's gets the item. */
  renewed(this: void, obj: TTSObject, was: string | undefined): void;
}

export function spellMenu(press: SpellPress): SpellMenu {
  /** Models that carry the item now, by GUID. */
  const carried: { [guid: string]: boolean } = {};
  /** Every model's colour, by GUID, kept when its object goes: a new object with its GUID is that model. */
  const colours: { [guid: string]: string } = {};
  const offer = (obj: TTSObject, color: string) => {
    const guid = obj.getGUID();
    colours[guid] = color;
    if (carried[guid] === true) return;
    carried[guid] = true;
    obj.addContextMenuItem(SPELL_ITEM, (playerColor: string) => {
      press(color, playerColor);
    });
  };
  return {
    carries: (guid) => carried[guid] === true,
    offer,
    gone: (guid) => {
      carried[guid] = false;
    },
    renewed: (obj, was) => {
      const guid = obj.getGUID();
      // No conditional expression that may yield nil: TSTL would declare a bare local (docs/moonsharp.md).
      let color: string | undefined = colours[guid];
      if (color === undefined && was !== undefined) color = colours[was];
      if (color === undefined) return;
      // A state change hands over a new object, whatever its GUID and whether or not TTS said the old one went.
      if (was !== undefined) carried[guid] = false;
      offer(obj, color);
    },
  };
}
