/** The object with this GUID while it lies on the table (a container's content has none). */
export function liveObject(id: string): TTSObject | undefined {
  const obj = getObjectFromGUID(id);
  if (obj === undefined || obj === null || obj.isDestroyed()) return undefined;
  return obj;
}
