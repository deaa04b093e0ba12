/**
 * The game's global script (Scripts/table.js, set by the package's state): lays the table out
 * when it holds no Lodge yet, as a fresh game from States/Jukas.vts does.
 */
import { world } from "@tabletop-playground/api";
import layout from "jukas:layout";
import { layTable, tableIsSet } from "./lay-table";

if (!tableIsSet(world)) {
  const { made, missing } = layTable(world, layout);
  world.broadcastChatMessage("Jukas: the table is laid out (" + made + " objects). Press Setup on Jukas's Avatar Card to begin.");
  if (missing.length > 0) world.broadcastChatMessage("Jukas: templates missing from the package: " + missing.join(", ") + ".");
}
