/**
 * The game's global script (Scripts/table.js, set by the package's state): lays the pieces out on
 * the state's table (lay-table.ts reads its height) when it holds no Lodge yet, as a fresh game
 * from States/Jukas.vts does; a game without a table is told what it lacks.
 */
import { world } from "@tabletop-playground/api";
import layout from "jukas:layout";
import { layTable, tableIsSet } from "./lay-table";
import { controllerWords } from "../words/controller";

if (!tableIsSet(world)) {
  const { made, missing } = layTable(world, layout);
  world.broadcastChatMessage(controllerWords.tableLaidOut(made));
  if (missing.length > 0) world.broadcastChatMessage(controllerWords.templatesMissing(missing));
  if (world.getAllTables().length === 0) world.broadcastChatMessage(controllerWords.noTable());
}
