/** Script of Jukas's Avatar Card (Scripts/avatar.js): the controller, its buttons and API. */
import { globalEvents, refObject, world } from "@tabletop-playground/api";
import { startJukas } from "./start";

startJukas(world, refObject, globalEvents);
