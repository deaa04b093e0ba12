/** A refusal changes nothing on the table; it is told to the clicking player, else to everyone (after the table's warnings, in the chat). */
import { Host } from "./host";
import { ApiResult, refusal } from "./results";

export function refuseTo(host: Host, error: string, warnings: string[], caller: string | undefined): ApiResult {
  for (const w of warnings) host.print(w, true);
  if (caller !== undefined) host.tell(caller, error);
  else host.broadcast(error, true);
  return refusal(error, warnings);
}
