/**
 * The game's global script (Scripts/table.js, set by the package's state): lays the table out
 * when it holds no Lodge yet, as a fresh game from States/Jukas.vts does.
 */
import { world } from "@tabletop-playground/api";
import layout from "jukas:layout";
import { layTable, tableIsSet } from "./lay-table";
import { says } from "../words/controller";

if (!tableIsSet(world)) {
  const { made, missing } = layTable(world, layout);
  world.broadcastChatMessage(says.tableLaidOut(made));
  if (missing.length > 0) world.broadcastChatMessage(says.templatesMissing(missing));
}
