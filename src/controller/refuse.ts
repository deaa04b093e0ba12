/**
 * A refusal changes nothing on the table; it is told to the clicking player only (issue 41), to
 * everyone only for another script's call (no one pressed); the table's warnings go to the chat.
 */
import { Host } from "./host";
import { ApiResult, refusal } from "./results";
import { unsaid } from "./standing";
import { says } from "../words/controller";

export function refuseTo(host: Host, error: string, warnings: string[], caller: string | undefined): ApiResult {
  const fresh = unsaid(host, warnings);
  if (fresh.length > 0) host.print(says.notes(fresh), true);
  if (caller !== undefined) host.tell(caller, error);
  else host.broadcast(error, true);
  return refusal(error, warnings);
}
